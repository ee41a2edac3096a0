import CloseRounded from '@mui/icons-material/CloseRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ShopFilterChange } from '../lib/shop-query';
import { ShopFilters } from './shop-filters';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface FiltersDrawerProps {
  activeCount: number;
  resultLabel: string;
  onChange: (change: ShopFilterChange) => void;
  onClear: () => void;
}

/** Small screens: the filters open in a sheet from the bottom; changes apply while it is open. */
export const FiltersDrawer = ({ activeCount, resultLabel, onChange, onClear }: FiltersDrawerProps) => {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog" startIcon={<TuneRounded />}>
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
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
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
            <IconButton aria-label="Close filters" onClick={close} edge="end">
              <CloseRounded />
            </IconButton>
          </Box>
          <ShopFilters onChange={onChange} onClear={onClear} />
          <Button variant="contained" size="large" onClick={close}>
            {resultLabel}
          </Button>
        </Box>
      </Drawer>
    </>
  );
};
