import { brand, EMAIL_CONFIRMATION_TTL_DAYS, type MailMessage } from '@shop/contract';
import { Link } from '@react-email/components';
import { MailButton, MailLayout, mailStyles, MailText, renderMail } from '../layout';

export interface AddressConfirmationData {
  firstname: string;
  /** The shop's confirm page with this address's signed token. */
  confirmUrl: string;
}

export const ADDRESS_CONFIRMATION_SUBJECT = `Confirm your e-mail address for ${brand.name}`;

/** The one mail a new address gets before it is confirmed: a button to the confirm page, the link written out. */
export const addressConfirmationMail = ({ firstname, confirmUrl }: AddressConfirmationData): Promise<MailMessage> =>
  renderMail(
    ADDRESS_CONFIRMATION_SUBJECT,
    <MailLayout preview="One click and your order e-mails can reach you" heading="Confirm your e-mail address">
      <MailText>Hello {firstname},</MailText>
      <MailText>
        Please confirm that this is your address, so we can send you your order confirmations and updates.
      </MailText>
      <MailButton href={confirmUrl}>Confirm my address</MailButton>
      <MailText>
        Or open this link:{' '}
        <Link href={confirmUrl} className="mail-link" style={mailStyles.link}>
          {confirmUrl}
        </Link>
      </MailText>
      <MailText>
        The link works for {EMAIL_CONFIRMATION_TTL_DAYS} days. If you did not ask for this, ignore this mail: we will
        send you nothing else.
      </MailText>
    </MailLayout>,
  );
