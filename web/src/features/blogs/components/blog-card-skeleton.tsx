import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export const BlogCardSkeleton = () => (
  <Box sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
    <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2' }} />
    <Box sx={{ p: 3, display: 'grid', gap: 1 }}>
      <Skeleton width="35%" />
      <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
      <Skeleton width="50%" sx={{ mt: 1 }} />
    </Box>
  </Box>
);
