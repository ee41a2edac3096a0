import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const ProductsHeader = () => (
  <Box sx={{ display: 'grid', gap: 1.25, mb: { xs: 3.5, md: 5 }, maxWidth: 640 }}>
    <Typography variant="overline" color="primary">
      The collection
    </Typography>
    <Typography variant="h2" component="h1">
      Products
    </Typography>
    <Typography color="text.secondary">
      Serums, creams, colour and scent, made vegan and gluten-free, never tested on animals, in recyclable packaging.
    </Typography>
  </Box>
);
