import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { LOW_STOCK_MAX, stockText } from '@shop/contract';

/** Few left: the warning colour that keeps 4.5:1 on each scheme's surfaces (dark on light, light on dark). */
const lowSx: SxProps<Theme> = (theme) => ({
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.warning.dark,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.warning.main }),
});

/** "In stock", "Only N left" or "Sold out" (contract's stockText), coloured by how urgent it is. */
export const StockText = ({ stock }: { stock: number | undefined }) => (
  <Typography
    variant="body2"
    color={stock === 0 ? 'textSecondary' : 'success'}
    sx={stock !== undefined && stock > 0 && stock <= LOW_STOCK_MAX ? lowSx : { fontWeight: 600 }}
  >
    {stockText(stock)}
  </Typography>
);
