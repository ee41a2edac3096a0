import { formatMoney, variantLabel, type Order, type OrderLine } from '@shop/contract';
import { Link, Text } from '@react-email/components';
import { mailStyles, MailText } from '../layout';

/** What every order mail is about: the order as its customer knows it, and the page with their purchases. */
export interface OrderMailData {
  firstname: string;
  order: Pick<Order, 'transactionNumber' | 'shops' | 'totalPriceOrder'>;
  purchasesUrl: string;
}

const lineName = (line: OrderLine): string =>
  line.variantKind && line.variantName
    ? `${line.title} (${variantLabel({ kind: line.variantKind, name: line.variantName })})`
    : line.title;

/** The order's lines (with their shade or size), quantities, prices and total. */
export const OrderLines = ({ order }: Pick<OrderMailData, 'order'>) => (
  <>
    {order.shops.map((line) => (
      <Text key={line._id} className="mail-text" style={{ ...mailStyles.text, margin: '0 0 8px' }}>
        {line.quantity} × {lineName(line)}: {formatMoney(line.totalPriceItem)}
        {line.quantity > 1 ? ` (${formatMoney(line.price)} each)` : ''}
      </Text>
    ))}
    <Text className="mail-text" style={{ ...mailStyles.text, fontWeight: 700, margin: '16px 0' }}>
      Total: {formatMoney(order.totalPriceOrder)}
    </Text>
  </>
);

/** The link to the customer's purchases, written out so the plain-text part carries it too. */
export const PurchasesLink = ({ purchasesUrl }: Pick<OrderMailData, 'purchasesUrl'>) => (
  <MailText>
    See your purchases:{' '}
    <Link href={purchasesUrl} className="mail-link" style={mailStyles.link}>
      {purchasesUrl}
    </Link>
  </MailText>
);
