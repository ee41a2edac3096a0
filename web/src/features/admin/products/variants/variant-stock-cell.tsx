import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { hasVariants, type Product } from '@shop/contract';
import { variantStockNote } from './variant-values';

/** The figure the Stock column shows: the units, or that the stock is not counted. */
export const stockFigure = (stock: number | undefined): string => (stock === undefined ? 'Not tracked' : String(stock));

/**
 * The list's Stock cell: the product's units, and for a product with shades or sizes the units of them
 * all with how many run low or are sold out ("2 low, 1 sold out").
 */
export const VariantStockCell = ({ product }: { product: Pick<Product, 'stock' | 'variants'> }) => {
  const note = hasVariants(product) ? variantStockNote(product.variants ?? []) : '';
  if (!note) return stockFigure(product.stock);
  return (
    <Box sx={{ display: 'grid' }}>
      <span>{stockFigure(product.stock)}</span>
      <Typography component="span" variant="caption" color="warning.main" sx={{ fontWeight: 600 }}>
        {note}
      </Typography>
    </Box>
  );
};
