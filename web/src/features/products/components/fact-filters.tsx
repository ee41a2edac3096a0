import Box from '@mui/material/Box';
import { useId } from 'react';
import type { FacetCounts, FactFilterKey, ProductFactFilter } from '@shop/contract';
import { FACT_FILTERS, PRODUCT_FACT_PARAMS } from '@shop/contract';
import { useEarlyInput } from '@/hooks/use-early-input';
import { factOptionCounts } from '../lib/facet-counts';
import type { ShopFilterChange } from '../lib/shop-changes';
import { toggleFact } from '../lib/fact-toggle';

export { ColourFilter } from './colour-filter';

interface FactOptionProps {
  factKey: FactFilterKey;
  id: string;
  label: string;
  /** How many products ticking it would leave (undefined: not counted). */
  count: number | undefined;
  checked: boolean;
  onChange: (change: ShopFilterChange) => void;
}

/**
 * One value as a native checkbox named like its URL parameter, so a form sent before the page is
 * interactive asks for it (`skin=dry&skin=oily`); a tick given before then is applied once it is. Its
 * count follows the label ("Oily (12)"), as the box's description (its name stays the value's); an
 * option that would leave nothing stays, in a quieter colour.
 */
const FactOption = ({ factKey, id, label, count, checked, onChange }: FactOptionProps) => {
  const toggle = (on: boolean) => onChange((current) => ({ facts: toggleFact(current.facts, factKey, id, on) }));
  const ref = useEarlyInput<HTMLInputElement>(checked, (ticked) => toggle(Boolean(ticked)));
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
          type="checkbox"
          name={PRODUCT_FACT_PARAMS[factKey]}
          value={id}
          ref={ref}
          checked={checked}
          aria-describedby={count === undefined ? undefined : countId}
          onChange={(event) => toggle(event.target.checked)}
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

/**
 * Skin type, concern, routine step and free-from, each a disclosure of checkboxes (open while one of its
 * values is chosen). Every ticked value narrows the list.
 */
export const FactFilters = ({
  facts,
  counts,
  onChange,
}: {
  facts: ProductFactFilter;
  counts?: FacetCounts;
  onChange: (change: ShopFilterChange) => void;
}) => {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {FACT_FILTERS.map(({ key, title, ids, label }) => {
        const chosen: readonly string[] = facts[key];
        const optionCounts = factOptionCounts(counts, key);
        return (
          <Box
            component="details"
            key={key}
            open={chosen.length > 0 || undefined}
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1,
              '& > summary': { cursor: 'pointer', fontWeight: 600, py: 0.75 },
            }}
          >
            <summary>
              {title}
              {chosen.length > 0 && ` (${chosen.length})`}
            </summary>
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid' }}>
              <Box
                component="legend"
                sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {title}
              </Box>
              {ids.map((id) => (
                <FactOption
                  key={id}
                  factKey={key}
                  id={id}
                  label={label(id)}
                  count={optionCounts && (optionCounts[id] ?? 0)}
                  checked={chosen.includes(id)}
                  onChange={onChange}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
