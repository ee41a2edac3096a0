import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { stockText, type PricedCartItem } from '@shop/contract';
import { FormAlert } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { titleWithVariant } from '@/utils/title-with-variant';
import { CartTable } from '../components/cart-table';
import { EmptyState } from '../components/empty-state';
import { PanelHeading } from '../components/panel-heading';
import { useBuyNow } from '../hooks/use-buy-now';
import { usePricedCart } from '@/features/cart/hooks/use-priced-cart';
import { RetryAlert } from '../components/retry-alert';
import { isAboveStock } from '../lib/stock-lines';

export const CART_EMPTY_TEXT = 'Your card is empty';

interface CartNoticesProps {
  unavailable: string[];
  aboveStock: (PricedCartItem & { stock: number })[];
  changed: boolean;
}

const CartNotices = ({ unavailable, aboveStock, changed }: CartNoticesProps) => (
  <>
    {aboveStock.map((line) => (
      <Alert key={line._id} severity="warning" variant="outlined">
        “{titleWithVariant(line.title, line.variantName)}”: {stockText(line.stock)}.{' '}
        {line.stock === 0 ? 'Remove it from your cart' : `Lower its quantity to ${line.stock}`} to buy now.
      </Alert>
    ))}
    {unavailable.map((title) => (
      <Alert key={title} severity="warning" variant="outlined">
        “{title}” is no longer available. Remove it from your cart with its Delete button, then press buy now to buy the
        rest.
      </Alert>
    ))}
    {changed && (
      <Alert severity="info" variant="outlined">
        Some prices changed since you added these products. The cart shows today’s prices, and buy now charges exactly
        the total below.
      </Alert>
    )}
  </>
);

export const CartScreen = () => {
  const { cart, current, error, reload } = usePricedCart();
  const { buy, busy, error: buyError } = useBuyNow(cart, reload);

  let body;
  if (!cart && error) {
    body = <RetryAlert message={error} onRetry={reload} />;
  } else if (!cart) {
    body = (
      <Box role="status" aria-label="Loading your cart" sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={56} />
        ))}
      </Box>
    );
  } else if (!cart.items.length) {
    body = (
      <EmptyState
        icon={<ShoppingBagOutlined />}
        title={CART_EMPTY_TEXT}
        hint="Add a product from the shop and it will wait for you here."
        action={{ label: 'Browse products', to: paths.products.getHref() }}
      />
    );
  } else {
    const aboveStock = cart.items.filter(isAboveStock);
    body = (
      <>
        <CartNotices
          unavailable={cart.items
            .filter((line) => !line.available)
            .map((line) => titleWithVariant(line.title, line.variantName))}
          aboveStock={aboveStock}
          changed={cart.items.some((line) => line.addedPrice !== undefined)}
        />
        <FormAlert message={buyError} />
        <CartTable
          cart={cart}
          current={current}
          buying={busy}
          blocked={aboveStock.length > 0}
          onBuy={() => void buy()}
        />
      </>
    );
  }

  return (
    <>
      <PanelHeading title="Shopping Cart" />
      {body}
    </>
  );
};
