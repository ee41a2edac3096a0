import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ProductVariant } from '@shop/contract';
import { isSoldOut, variantLabel } from '@shop/contract';
import { useId } from 'react';
import { variantOptionName, variantShortName } from '../lib/variant-names';

interface SizeToggleProps {
  sizes: ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variantId: string) => void;
}

/**
 * The product's sizes as one exclusive toggle group, a button each ("30 ml"), with the chosen size
 * written beside it ("Size: 50 ml"). A sold-out size stays choosable, struck through and named so.
 */
export const SizeToggle = ({ sizes, chosen, onChoose }: SizeToggleProps) => {
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1.25, justifyItems: 'start' }}>
      <Box id={labelId} sx={{ fontWeight: 600 }} data-testid="chosen-variant">
        {variantLabel(chosen)}
      </Box>
      <ToggleButtonGroup
        exclusive
        value={chosen._id}
        onChange={(_, variantId: string | null) => variantId && onChoose(variantId)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { borderRadius: '999px !important' } }}
      >
        {sizes.map((size) => {
          const soldOut = isSoldOut(size.stock);
          return (
            <ToggleButton
              key={size._id}
              value={size._id}
              aria-label={variantOptionName(size)}
              sx={{
                px: 2.25,
                py: 0.75,
                textTransform: 'none',
                fontSize: '0.95rem',
                border: '1px solid !important',
                borderColor: 'divider',
                color: 'text.primary',
                ...(soldOut && { textDecoration: 'line-through', color: 'text.secondary' }),
                '&.Mui-selected': { borderColor: 'text.primary', color: 'text.primary', fontWeight: 600 },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              {variantShortName(size)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
};
