import { stockAlertProductHref, unsubscribePageHref, type MailMessage } from '@shop/contract';
import { variantLineTitle } from '../../rules/stock';
import { MailButton, MailLayout, MailText, renderMail } from '../layout';
import { shopLink } from '../links';

export interface BackInStockMail {
  productId: string;
  title: string;
  variantId: string | null;
  /** The shade's or size's name, when the alert is for one. */
  variantName: string | null;
  /** The signed token of the alert's one-click unsubscribe link. */
  unsubscribeToken: string;
}

/** "Back in stock: Silk Veil Foundation (Golden 320)", with a button to the product with the shade chosen. */
export const backInStockMail = async ({
  productId,
  title,
  variantId,
  variantName,
  unsubscribeToken,
}: BackInStockMail): Promise<MailMessage> => {
  const named = variantLineTitle(title, variantName ?? undefined);
  const subject = `Back in stock: ${named}`;
  return renderMail(
    subject,
    <MailLayout
      preview={`${named} is back in stock`}
      heading="It’s back in stock"
      unsubscribeUrl={shopLink(unsubscribePageHref(unsubscribeToken))}
    >
      <MailText>Good news: {named} is back in stock. You asked us to tell you, so here it is, once.</MailText>
      <MailButton href={shopLink(stockAlertProductHref(productId, variantId))}>Shop it now</MailButton>
      <MailText>Favourites sell out quickly, so don’t wait too long.</MailText>
    </MailLayout>,
  );
};
