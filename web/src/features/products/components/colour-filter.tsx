import Box from '@mui/material/Box';
import type { FacetCounts, ShadeFamily } from '@shop/contract';
import { COLOUR_PARAM, SHADE_FAMILIES, SHADE_FAMILY_LABELS } from '@shop/contract';
import { useId } from 'react';
import { useEarlyInput } from '@/hooks/use-early-input';
import type { ShopFilterChange } from '../lib/shop-changes';

interface ColourOptionProps {
  value: ShadeFamily | '';
  label: string;
  /** How many products choosing it would leave (undefined: not counted). */
  count: number | undefined;
  checked: boolean;
  onChange: (change: ShopFilterChange) => void;
}

/**
 * One colour family as a native radio named like its URL parameter, so a form sent before the page is
 * interactive asks for it (`colour=red`); a pick given before then is applied once it is.
 */
const ColourOption = ({ value, label, count, checked, onChange }: ColourOptionProps) => {
  const ref = useEarlyInput<HTMLInputElement>(checked, (picked) => picked && onChange({ colour: value }));
  const countId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        minHeight: 32,
        color: count === 0 && !checked ? 'text.secondary' : undefined,
      }}
    >
      <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, cursor: 'pointer' }}>
        <Box
          component="input"
          type="radio"
          name={COLOUR_PARAM}
          value={value}
          ref={ref}
          checked={checked}
          aria-describedby={count === undefined ? undefined : countId}
          onChange={() => onChange({ colour: value })}
          sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => (theme.vars ?? theme).palette.primary.main }}
        />
        {label}
      </Box>
      {count !== undefined && (
        <Box component="span" id={countId} sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          ({count})
        </Box>
      )}
    </Box>
  );
};

interface ColourFilterProps {
  colour: ShadeFamily | '';
  /** Products per family; without them (an answer that does not count colours) the filter is not shown. */
  counts: FacetCounts['colour'];
  onChange: (change: ShopFilterChange) => void;
}

/**
 * "Colour": the shade families with how many products each would leave, one at a time (`?colour=`), like
 * the fact filters a disclosure, open while a family is chosen. Shown once the list's answer counts
 * colours, or while one is chosen (so it can be unchosen).
 */
export const ColourFilter = ({ colour, counts, onChange }: ColourFilterProps) => {
  if (!counts && !colour) return null;
  return (
    <Box
      component="details"
      open={colour !== '' || undefined}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        pb: 1,
        '& > summary': { cursor: 'pointer', fontWeight: 600, py: 0.75 },
      }}
    >
      <summary>
        Colour
        {colour && ` (${SHADE_FAMILY_LABELS[colour]})`}
      </summary>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid' }}>
        <Box
          component="legend"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Colour
        </Box>
        <ColourOption value="" label="Any colour" count={undefined} checked={colour === ''} onChange={onChange} />
        {SHADE_FAMILIES.map((family) => (
          <ColourOption
            key={family}
            value={family}
            label={SHADE_FAMILY_LABELS[family]}
            count={counts && (counts[family] ?? 0)}
            checked={colour === family}
            onChange={onChange}
          />
        ))}
      </Box>
    </Box>
  );
};
