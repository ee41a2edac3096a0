import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { brand } from '@/config/brand';

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
      <LinearProgress aria-hidden="true" sx={{ width: 140, height: 2, borderRadius: 1 }} />
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
