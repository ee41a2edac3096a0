import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProductVariant } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';

interface VariantChipsProps {
  /** The product's shades or sizes on sale. */
  variants: ProductVariant[];
  selected: string | null;
  /** The list of one variant's buyers' reviews, or (null) everyone's. */
  hrefFor: (variantId: string | null) => string;
}

/**
 * Each shade (or size), a link keeping the reviews of those who bought it (the selected one again shows
 * everyone's). Links, like the skin chips, so a press before the section is interactive still works.
 */
export const VariantChips = ({ variants, selected, hrefFor }: VariantChipsProps) => {
  if (variants.length < 2) return null;
  const title = variants[0]?.kind === 'size' ? 'By size' : 'By shade';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id="variant-chips-title" component="h3" variant="overline" color="text.secondary">
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby="variant-chips-title"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {variants.map((variant) => {
          const pressed = selected === variant._id;
          return (
            <li key={variant._id}>
              <Chip
                component={RouterLink}
                to={hrefFor(pressed ? null : variant._id)}
                clickable
                label={variant.name}
                aria-current={pressed ? 'true' : undefined}
                color={pressed ? 'primary' : 'default'}
                variant={pressed ? 'filled' : 'outlined'}
                icon={
                  variant.swatch ? (
                    <Box
                      component="span"
                      aria-hidden="true"
                      // The colour in the element's own style: the chips' swatches then share one class.
                      sx={{ width: 14, height: 14, borderRadius: '50%', flex: 'none' }}
                      style={{ backgroundColor: variant.swatch }}
                    />
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
