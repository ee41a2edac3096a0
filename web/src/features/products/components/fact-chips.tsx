import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FreeFrom, ProductFactFilter } from '@shop/contract';
import { FACT_FILTERS, FREE_FROM_BADGES, NO_FACT_FILTER } from '@shop/contract';
import type { ShopFilterChange } from '../lib/shop-changes';
import { toggleFact } from '../lib/fact-toggle';

/** The chosen skin types, concerns, steps and free-from claims as removable chips, and "Clear all". */
export const FactChips = ({
  facts,
  onChange,
}: {
  facts: ProductFactFilter;
  onChange: (change: ShopFilterChange) => void;
}) => {
  const chips = FACT_FILTERS.flatMap(({ key, title, label }) =>
    (facts[key] as readonly string[]).map((id) => ({
      key,
      id,
      title,
      // A claim reads as its badge ("Fragrance-free"), the rest as their label ("Dry").
      text: key === 'freeFrom' ? FREE_FROM_BADGES[id as FreeFrom] : label(id),
    })),
  );
  if (!chips.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Chosen filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: '0 0 20px' }}
    >
      {chips.map(({ key, id, title, text }) => (
        <li key={`${key}-${id}`}>
          <Button
            size="small"
            variant="outlined"
            aria-label={`Remove ${title}: ${text}`}
            onClick={() => onChange((current) => ({ facts: toggleFact(current.facts, key, id, false) }))}
            sx={{ borderRadius: 999, textTransform: 'none' }}
          >
            {text}
            <Box component="span" aria-hidden="true" sx={{ ml: 0.75 }}>
              ✕
            </Box>
          </Button>
        </li>
      ))}
      <li>
        <Button size="small" onClick={() => onChange({ facts: NO_FACT_FILTER })} sx={{ textTransform: 'none' }}>
          Clear all
        </Button>
      </li>
    </Box>
  );
};
