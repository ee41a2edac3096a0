import type { MailMessage } from '@shop/contract';
import type { OrderMailData } from './order-summary';
import { orderUpdateMail } from './order-update';

export const orderCancelledMail = (data: OrderMailData): Promise<MailMessage> =>
  orderUpdateMail(
    {
      subject: `Your order ${data.order.transactionNumber} has been cancelled`,
      heading: 'Your order has been cancelled',
      news: `your order ${data.order.transactionNumber} has been cancelled.`,
    },
    data,
  );
