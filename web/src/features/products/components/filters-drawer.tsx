import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@/utils/visually-hidden';
import type { FacetCounts } from '@shop/contract';
import { lazy, Suspense, useId, useState } from 'react';
import type { ShopFilterChange } from '../lib/shop-changes';
import type { ShopQuery } from '../lib/shop-query';

// The sheet (MUI's Drawer with its modal machinery) loads when a visitor reaches for the Filters button.
const loadSheet = () => import('./filters-sheet');
const FiltersSheet = lazy(() => loadSheet().then((module) => ({ default: module.FiltersSheet })));

interface FiltersDrawerProps {
  filter: ShopQuery;
  activeCount: number;
  resultLabel: string;
  /** How many products each option would leave (when the answer has them). */
  counts?: FacetCounts;
  onChange: (change: ShopFilterChange) => void;
  onClear: () => void;
}

/** Small screens: a Filters button that opens the filters in a sheet from the bottom. */
export const FiltersDrawer = ({ filter, activeCount, resultLabel, counts, onChange, onClear }: FiltersDrawerProps) => {
  const [open, setOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onTouchStart={() => void loadSheet()}
        onClick={() => {
          setSheetWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        startIcon={<TuneRounded />}
      >
        Filters
        {activeCount > 0 && (
          <>
            {' '}
            <Box
              component="span"
              sx={{
                ml: 1,
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                display: 'inline-grid',
                placeItems: 'center',
                fontSize: '0.75rem',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {activeCount}
            </Box>
            <Box component="span" sx={visuallyHidden}>
              {' '}
              active
            </Box>
          </>
        )}
      </Button>
      {sheetWanted && (
        <Suspense fallback={null}>
          <FiltersSheet
            open={open}
            filter={filter}
            titleId={titleId}
            resultLabel={resultLabel}
            counts={counts}
            onClose={close}
            onChange={onChange}
            onClear={onClear}
          />
        </Suspense>
      )}
    </>
  );
};
