import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const BlogsHeader = () => (
  <Box
    component="header"
    sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5, mb: { xs: 4, md: 6 } }}
  >
    <Typography variant="overline" color="primary">
      The Aurelle journal
    </Typography>
    <Typography variant="h2" component="h1">
      Blogs
    </Typography>
    <Box aria-hidden="true" sx={{ width: 56, height: 2, bgcolor: 'primary.main', opacity: 0.6, borderRadius: 1 }} />
    <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
      Skincare rituals, ingredient stories and make-up know-how from our team.
    </Typography>
  </Box>
);
