import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ProductVariant } from '@shop/contract';
import { cardSwatches, cardVariantsText } from '../lib/card-variants';

const swatchCircle = (theme: Theme) => ({
  width: 14,
  height: 14,
  borderRadius: '50%',
  bgcolor: 'divider',
  boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
});

/**
 * A card's line about its shades or sizes: up to CARD_SWATCHES_MAX swatches (drawn only: the text says
 * it, "6 shades") or the sizes ("30 ml · 50 ml").
 */
export const CardVariants = ({ variants }: { variants: ProductVariant[] }) => {
  const swatches = cardSwatches(variants);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 20 }}>
      {swatches.length > 0 && (
        <Box aria-hidden="true" sx={{ display: 'flex', gap: 0.5 }}>
          {swatches.map((shade) => (
            // The colour goes in the element's own style: every swatch then shares one class, where a colour
            // in sx would send one class of CSS per shade with the page.
            <Box
              key={shade._id}
              data-swatch={shade.swatch}
              sx={swatchCircle}
              style={shade.swatch ? { backgroundColor: shade.swatch } : undefined}
            />
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="card-variants">
        {cardVariantsText(variants)}
      </Typography>
    </Box>
  );
};
