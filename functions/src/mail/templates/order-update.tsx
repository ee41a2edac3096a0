import type { MailMessage } from '@shop/contract';
import { MailLayout, MailText, renderMail } from '../layout';
import { OrderLines, PurchasesLink, type OrderMailData } from './order-summary';

export interface OrderUpdateWords {
  subject: string;
  heading: string;
  /** What happened to the order, after "Hello <name>, ". */
  news: string;
}

/** A mail telling a customer their order moved on (shipped, delivered, cancelled), with the order's lines. */
export const orderUpdateMail = (
  { subject, heading, news }: OrderUpdateWords,
  { firstname, order, purchasesUrl }: OrderMailData,
): Promise<MailMessage> =>
  renderMail(
    subject,
    <MailLayout preview={news} heading={heading}>
      <MailText>
        Hello {firstname}, {news}
      </MailText>
      <OrderLines order={order} />
      <PurchasesLink purchasesUrl={purchasesUrl} />
    </MailLayout>,
  );
