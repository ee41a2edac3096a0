import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export const ProductDetailsSkeleton = () => (
  <Box
    role="status"
    aria-label="Loading the product"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.05fr) minmax(0, 1fr)' },
      gap: { xs: 4, md: 7, lg: 9 },
    }}
  >
    <Skeleton
      variant="rectangular"
      animation="wave"
      sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: { xs: '20px', md: '28px' } }}
    />
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start', py: { md: 3 } }}>
      <Skeleton width="30%" />
      <Skeleton width="85%" height={64} />
      <Skeleton width="20%" height={44} />
      <Skeleton height={1} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
      <Skeleton variant="rounded" height={52} sx={{ maxWidth: 400, borderRadius: 999, mt: 1 }} />
    </Box>
  </Box>
);
