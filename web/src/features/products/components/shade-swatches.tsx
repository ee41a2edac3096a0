import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/utils/visually-hidden';
import type { ProductVariant } from '@shop/contract';
import { isSoldOut, variantLabel } from '@shop/contract';
import { useEarlyInput } from '@/hooks/use-early-input';
import { variantOptionName } from '../lib/variant-names';

/** A swatch's colour when the shade has none recorded: a neutral that still reads as a circle. */
const NO_SWATCH = '#cfc6c2';
const SWATCH_SIZE = 40;

/** The radio lies over its swatch, unseen: a press on the swatch is a press on the radio itself. */
const inputOverSwatch = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
} as const;

const swatchCircle = (theme: Theme) => ({
  display: 'block',
  width: SWATCH_SIZE,
  height: SWATCH_SIZE,
  borderRadius: '50%',
  // A thin inner edge keeps a pale shade visible on a pale page (and a dark one on a dark page).
  boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
  position: 'relative',
  transition: theme.transitions.create('box-shadow', { duration: 150 }),
});

/** A sold-out shade: faded and crossed through. */
const soldOutSwatchCircle = (theme: Theme) => ({
  ...swatchCircle(theme),
  opacity: 0.55,
  '&::after': {
    content: '""',
    position: 'absolute',
    left: '50%',
    top: -3,
    bottom: -3,
    width: 2,
    bgcolor: 'text.primary',
    transform: 'translateX(-50%) rotate(45deg)',
    borderRadius: 1,
  },
});

interface SwatchProps {
  variant: ProductVariant;
  /** The radios' shared name: one group, so arrow keys move between them (the browser's own behaviour). */
  name: string;
  checked: boolean;
  onChoose: (variantId: string) => void;
}

/**
 * One shade: a native radio, named by the shade ("Ruby", "Ruby, sold out"), drawn as a circle of its
 * colour. A sold-out shade stays choosable (its page says so), crossed through. A shade ticked before the
 * page is interactive is chosen once it is.
 */
const Swatch = ({ variant, name, checked, onChoose }: SwatchProps) => {
  const ref = useEarlyInput<HTMLInputElement>(checked, (ticked) => ticked && onChoose(variant._id));
  const soldOut = isSoldOut(variant.stock);
  const label = variantOptionName(variant);
  return (
    <Box component="label" title={label} sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer' }}>
      <input
        ref={ref}
        type="radio"
        name={name}
        value={variant._id}
        checked={checked}
        onChange={() => onChoose(variant._id)}
        style={inputOverSwatch}
      />
      <Box
        component="span"
        aria-hidden="true"
        className="swatch"
        data-sold-out={soldOut || undefined}
        sx={soldOut ? soldOutSwatchCircle : swatchCircle}
        // The colour goes in the element's own style, so that the swatches share their class: a colour in
        // sx would send one class of CSS per shade with the page.
        style={{ backgroundColor: variant.swatch ?? NO_SWATCH }}
      />
      <span style={visuallyHidden}>{label}</span>
    </Box>
  );
};

interface ShadeSwatchesProps {
  shades: ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variantId: string) => void;
}

/**
 * The product's shades as a radio group of swatches, with the chosen shade's name written beside it
 * ("Shade: Ruby"): the colour is never the only thing that tells them apart.
 */
export const ShadeSwatches = ({ shades, chosen, onChoose }: ShadeSwatchesProps) => (
  <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1.25 }}>
    <Box component="legend" sx={{ p: 0, mb: 1.25, fontWeight: 600 }} data-testid="chosen-variant">
      {variantLabel(chosen)}
    </Box>
    <Box
      sx={(theme: Theme) => {
        const ring = (theme.vars ?? theme).palette;
        return {
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.25,
          '& input:checked + .swatch': {
            boxShadow: `0 0 0 2px ${ring.background.default}, 0 0 0 4px ${ring.text.primary}`,
          },
          '& input:focus-visible + .swatch': {
            outline: `3px solid ${ring.primary.main}`,
            outlineOffset: 5,
          },
        };
      }}
    >
      {shades.map((shade) => (
        <Swatch key={shade._id} variant={shade} name="variant" checked={shade._id === chosen._id} onChoose={onChoose} />
      ))}
    </Box>
  </Box>
);
