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
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format';
import { isAboveStock } from '../lib/stock-lines';

const DeleteLine = ({ productId, title }: { productId: string; title: string }) => {
  const { busy, remove } = useCartControls(productId);
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
        <Link component={RouterLink} to={paths.product.getHref(line._id)} sx={{ fontWeight: 500 }}>
          {line.title}
        </Link>
        {!line.available && <Chip size="small" color="warning" variant="outlined" label="No longer available" />}
        {isAboveStock(line) && <StockText stock={line.stock} />}
      </Box>
    </TableCell>
    <TableCell data-label="Number Of Item">
      <CartControls
        productId={line._id}
        title={line.title}
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
      <DeleteLine productId={line._id} title={line.title} />
    </TableCell>
  </TableRow>
);
