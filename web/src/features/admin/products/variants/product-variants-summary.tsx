import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, isSoldOut, SOLD_OUT, type Product, type ProductVariant } from '@shop/contract';
import { stockFigure } from './variant-stock-cell';
import { kindPlural } from './variant-values';

const HIDDEN_NOTE = 'Hidden: in an open cart or order';

const stockOf = (variant: ProductVariant): string => {
  if (variant.hidden) return HIDDEN_NOTE;
  return isSoldOut(variant.stock) ? `0 (${SOLD_OUT})` : stockFigure(variant.stock);
};

/**
 * Above the product's form: its shades or sizes as the shop holds them, in order, each with its price
 * and stock (nothing for a product without any).
 */
export const ProductVariantsSummary = ({ record }: { record: { _id: string } }) => {
  const { variants = [] } = record as Pick<Product, '_id' | 'variants'>;
  const kind = variants[0]?.kind;
  if (!kind) return null;
  const heading = kind === 'shade' ? 'Shades' : 'Sizes';

  return (
    <Paper variant="outlined" sx={{ mb: 3, borderRadius: 3, overflow: 'hidden' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: { xs: 2, sm: 3 }, pt: 2 }}>
        {`${heading} in the shop`}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Its ${kindPlural(kind)}`} sx={{ '& td, & th': { px: { xs: 2, sm: 3 } } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {heading.slice(0, -1)}
              </TableCell>
              <TableCell component="th" scope="col">
                Price
              </TableCell>
              <TableCell component="th" scope="col">
                Stock
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((variant) => (
              <TableRow key={variant._id}>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {variant.swatch && (
                      <Box
                        aria-hidden="true"
                        sx={{
                          width: 14,
                          height: 14,
                          flexShrink: 0,
                          borderRadius: '50%',
                          border: 1,
                          borderColor: 'divider',
                          bgcolor: variant.swatch,
                        }}
                      />
                    )}
                    {variant.kind === 'size' && variant.size && variant.size !== variant.name
                      ? `${variant.name} (${variant.size})`
                      : variant.name}
                  </Box>
                </TableCell>
                <TableCell>{formatMoney(variant.price)}</TableCell>
                <TableCell sx={variant.hidden || isSoldOut(variant.stock) ? { color: 'warning.main' } : undefined}>
                  {stockOf(variant)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
};
