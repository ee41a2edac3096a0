import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { FacetCounts } from '@shop/contract';
import type { ShopFilterChange } from '../lib/shop-changes';
import type { ShopQuery } from '../lib/shop-query';
import { ShopFilters } from './shop-filters';

export interface FiltersSheetProps {
  open: boolean;
  filter: ShopQuery;
  titleId: string;
  resultLabel: string;
  counts?: FacetCounts;
  onClose: () => void;
  onChange: (change: ShopFilterChange) => void;
  onClear: () => void;
}

/** The filters in a sheet from the bottom (small screens); changes apply while it is open. */
export const FiltersSheet = ({
  open,
  filter,
  titleId,
  resultLabel,
  counts,
  onClose,
  onChange,
  onClear,
}: FiltersSheetProps) => (
  <Drawer
    anchor="bottom"
    open={open}
    onClose={onClose}
    slotProps={{
      paper: {
        role: 'dialog',
        'aria-modal': true,
        'aria-labelledby': titleId,
        sx: { borderTopLeftRadius: 24, borderTopRightRadius: 24, maxHeight: '90dvh' },
      },
    }}
  >
    <Box sx={{ px: 3, pt: 1.5, pb: 3, display: 'grid', gap: 2 }}>
      <Box aria-hidden="true" sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto' }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h5">
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <ShopFilters filter={filter} counts={counts} onChange={onChange} onClear={onClear} />
      <Button variant="contained" size="large" onClick={onClose}>
        {resultLabel}
      </Button>
    </Box>
  </Drawer>
);
