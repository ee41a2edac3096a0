import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PricedCart } from '@shop/contract';
import { formatPrice } from '@/utils/format';
import { CartLineRow } from './cart-line-row';
import { ColumnHeads, TableFrame } from './responsive-table';

const COLUMNS = ['Row', 'Title', 'Number Of Item', 'Price', 'Total Price', 'Delete'];

interface CartTableProps {
  cart: PricedCart;
  /** false while the cart changes and its new prices are on their way: buy now waits. */
  current: boolean;
  buying: boolean;
  /** A line asks for more than is left: buy now waits until it is lowered (the page says which). */
  blocked?: boolean;
  onBuy: () => void;
}

export const CartTable = ({ cart, current, buying, blocked = false, onBuy }: CartTableProps) => (
  <TableFrame>
    <Table aria-label="Shopping Cart" aria-busy={!current}>
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {cart.items.map((line, index) => (
          <CartLineRow key={line._id} line={line} row={index + 1} />
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                py: 1,
              }}
            >
              <Typography variant="h6" component="p" color="text.primary">
                Total Price:{' '}
                <Box component="span" data-testid="cart-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPrice(cart.totalPrice)}
                </Box>
              </Typography>
              <Button
                variant="contained"
                size="large"
                onClick={onBuy}
                disabled={buying || !current || blocked}
                aria-busy={buying}
                startIcon={buying ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
              >
                buy now
              </Button>
            </Box>
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  </TableFrame>
);
