import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';

/**
 * Only the signed-in screens' start draws the bar, and the router's routes (every page's first load)
 * name this screen: the bar's code comes when it is first drawn, its room kept meanwhile.
 */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
const BAR_SX = { width: 140, height: 2, borderRadius: 1 } as const;

const Frame = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      flex: 1,
      minHeight: '100vh',
      display: 'grid',
      placeItems: 'center',
      px: 3,
      background: (theme) =>
        `radial-gradient(circle at 50% 35%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1)}, transparent 60%)`,
    }}
  >
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2.5, textAlign: 'center', maxWidth: 420 }}>
      <BrandMark size={56} />
      <Typography sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.9rem', lineHeight: 1 }}>{brand.name}</Typography>
      {children}
    </Box>
  </Box>
);

export const StartupLoading = () => (
  <Frame>
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5, justifyItems: 'center' }}>
      <Suspense fallback={<Box aria-hidden="true" sx={BAR_SX} />}>
        <LinearProgress aria-hidden="true" sx={BAR_SX} />
      </Suspense>
      <Typography color="text.secondary" sx={{ letterSpacing: '0.12em' }}>
        Loading ...
      </Typography>
    </Box>
  </Frame>
);

export const StartupError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Frame>
    <Box role="alert" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h5" component="h1">
        We couldn’t open the shop
      </Typography>
      <Typography color="error">{message}</Typography>
    </Box>
    <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />}>
      Try Again
    </Button>
  </Frame>
);
