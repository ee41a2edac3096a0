import type { MailMessage } from '@shop/contract';
import { MailLayout, MailText, renderMail } from '../layout';
import { OrderLines, PurchasesLink, type OrderMailData } from './order-summary';

export const orderPlacedSubject = (transactionNumber: string): string => `Your order ${transactionNumber}`;

/** Sent with the order buy now places: what was bought and where to follow it. */
export const orderPlacedMail = ({ firstname, order, purchasesUrl }: OrderMailData): Promise<MailMessage> =>
  renderMail(
    orderPlacedSubject(order.transactionNumber),
    <MailLayout preview="Thank you for your order" heading="Thank you for your order">
      <MailText>
        Hello {firstname}, we have your order {order.transactionNumber}. Here is what you bought:
      </MailText>
      <OrderLines order={order} />
      <MailText>We will write again when it is on its way.</MailText>
      <PurchasesLink purchasesUrl={purchasesUrl} />
    </MailLayout>,
  );
