import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricedCartItem } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { CartControls, StockText } from '@/features/cart/components/cart-controls';
import { RemoveButton } from '@/features/cart/components/quantity-stepper';
import { useCartControls } from '@/features/cart/hooks/use-cart-controls';
import { LineVariantLabel, lineProductHref, lineProductId } from '@/components/orders/line-variant';
import { formatPrice } from '@/utils/format';
import { titleWithVariant } from '@/utils/title-with-variant';
import { isAboveStock } from '../lib/stock-lines';

/** The Delete column's button: quantity 0 for the line (its `_id`, a variant's own line). */
const DeleteLine = ({ lineId, title }: { lineId: string; title: string }) => {
  const { busy, remove } = useCartControls(lineId);
  return <RemoveButton title={title} busy={busy} size="medium" onRemove={() => void remove()} />;
};

const Price = ({ line }: { line: PricedCartItem }) => (
  <Box sx={{ display: 'grid', justifyItems: { xs: 'end', sm: 'start' } }}>
    <span>{formatPrice(line.price)}</span>
    {line.addedPrice !== undefined && (
      <Typography variant="caption" color="warning.main" sx={{ fontWeight: 500 }}>
        Price changed: was{' '}
        <Box component="s" sx={{ color: 'text.secondary' }}>
          {formatPrice(line.addedPrice)}
        </Box>
      </Typography>
    )}
  </Box>
);

export const CartLineRow = ({ line, row }: { line: PricedCartItem; row: number }) => (
  <TableRow sx={line.available ? undefined : { '& td': { color: 'text.secondary' } }}>
    <TableCell data-label="Row">{row}</TableCell>
    <TableCell data-label="Title">
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'end', sm: 'start' } }}>
        <Link component={RouterLink} to={lineProductHref(line)} sx={{ fontWeight: 500 }}>
          {line.title}
        </Link>
        <LineVariantLabel line={line} />
        {!line.available && <Chip size="small" color="warning" variant="outlined" label="No longer available" />}
        {isAboveStock(line) && <StockText stock={line.stock} />}
      </Box>
    </TableCell>
    <TableCell data-label="Number Of Item">
      <CartControls
        productId={lineProductId(line)}
        variantId={line.variantId}
        title={titleWithVariant(line.title, line.variantName)}
        withRemove={false}
        canIncrease={line.available}
        stock={line.stock}
        sx={{ width: 132, ml: { xs: 'auto', sm: 0 } }}
      />
    </TableCell>
    <TableCell data-label="Price">
      <Price line={line} />
    </TableCell>
    <TableCell data-label="Total Price" sx={{ fontWeight: 600 }}>
      {line.available ? formatPrice(line.totalPriceItem) : '—'}
    </TableCell>
    <TableCell data-label="Delete">
      <DeleteLine lineId={line._id} title={titleWithVariant(line.title, line.variantName)} />
    </TableCell>
  </TableRow>
);
