import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** 1 column, 2 from 480 px, 3 from 600 px: the carousel's layout before swiper runs. */
export const slideSlotsSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: '1fr',
  '@media (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' },
  '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& > :nth-of-type(2)': { display: 'none', '@media (min-width: 480px)': { display: 'block' } },
  '& > :nth-of-type(3)': { display: 'none', '@media (min-width: 600px)': { display: 'block' } },
} as const;

export const BlogCarouselLoading = () => (
  <Box sx={{ display: 'grid', gap: 2 }}>
    <Typography role="status" color="text.secondary" sx={{ letterSpacing: '0.08em' }}>
      Is Loading...
    </Typography>
    <Box aria-hidden="true" sx={slideSlotsSx}>
      {[0, 1, 2].map((slot) => (
        <Box key={slot} sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }} />
          <Box sx={{ p: 3, display: 'grid', gap: 1 }}>
            <Skeleton width="30%" />
            <Skeleton variant="text" sx={{ fontSize: '1.3rem' }} />
            <Skeleton width="55%" />
          </Box>
        </Box>
      ))}
    </Box>
  </Box>
);

export const BlogCarouselError = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Box
    role="alert"
    sx={{
      display: 'grid',
      justifyItems: 'center',
      gap: 2,
      textAlign: 'center',
      py: 6,
      px: 3,
      borderRadius: 4,
      border: '1px dashed',
      borderColor: 'divider',
    }}
  >
    <Typography variant="h6" component="p">
      The journal could not be loaded
    </Typography>
    <Typography color="error">{message}</Typography>
    <Button variant="outlined" onClick={onRetry} startIcon={<RefreshRounded />}>
      Try Again
    </Button>
  </Box>
);
