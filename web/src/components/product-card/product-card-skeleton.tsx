import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

export const ProductCardSkeleton = () => (
  <Card
    aria-hidden="true"
    sx={{
      height: '100%',
      display: 'grid',
      gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
      columnGap: 2,
      p: { xs: 1.5, sm: 0 },
      borderRadius: '20px',
      overflow: 'hidden',
    }}
  >
    <Skeleton
      variant="rectangular"
      animation="wave"
      sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: { xs: '14px', sm: 0 } }}
    />
    <Box sx={{ px: { xs: 0, sm: 2.5 }, pt: { xs: 0.25, sm: 2.25 }, pb: { xs: 0, sm: 2.5 }, display: 'grid', gap: 1 }}>
      <Skeleton width="35%" height={16} />
      <Skeleton width="80%" height={28} />
      <Skeleton width="25%" height={24} />
      <Skeleton variant="rounded" height={44} sx={{ borderRadius: 999, mt: { xs: 0, sm: 1 } }} />
    </Box>
  </Card>
);
