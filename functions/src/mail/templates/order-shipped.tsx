import type { MailMessage } from '@shop/contract';
import type { OrderMailData } from './order-summary';
import { orderUpdateMail } from './order-update';

export const orderShippedMail = (data: OrderMailData): Promise<MailMessage> =>
  orderUpdateMail(
    {
      subject: `Your order ${data.order.transactionNumber} is on its way`,
      heading: 'Your order is on its way',
      news: `your order ${data.order.transactionNumber} has left us and is on its way to you.`,
    },
    data,
  );
