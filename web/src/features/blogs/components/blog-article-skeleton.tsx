import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export const BlogArticleSkeleton = () => (
  <Box aria-busy="true" sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
    <Typography
      role="status"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Loading the blog
    </Typography>
    <Skeleton width={160} />
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 820 }}>
      <Skeleton variant="rounded" width={90} height={24} />
      <Skeleton variant="text" sx={{ fontSize: '3rem' }} />
      <Skeleton variant="text" sx={{ fontSize: '3rem' }} width="60%" />
      <Skeleton width={320} height={44} />
    </Box>
    <Skeleton
      variant="rounded"
      sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '3 / 2', md: '2 / 1' }, borderRadius: 6 }}
    />
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 760, mx: 'auto', width: '100%' }}>
      {[0, 1, 2, 3, 4].map((line) => (
        <Skeleton key={line} width={line === 4 ? '60%' : '100%'} />
      ))}
    </Box>
  </Box>
);
