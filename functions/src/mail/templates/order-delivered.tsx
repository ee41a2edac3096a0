import type { MailMessage } from '@shop/contract';
import type { OrderMailData } from './order-summary';
import { orderUpdateMail } from './order-update';

export const orderDeliveredMail = (data: OrderMailData): Promise<MailMessage> =>
  orderUpdateMail(
    {
      subject: `Your order ${data.order.transactionNumber} has been delivered`,
      heading: 'Your order has been delivered',
      news: `your order ${data.order.transactionNumber} has been delivered. We hope you love it, and you can review what you bought from your purchases.`,
    },
    data,
  );
