import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// After the paint (the server renders the empty fallback): the products page's first load is at its budget.
const SkinLinks = lazy(() => import('./skin-links'));

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
    {/* It arrives after the paint (the list below moves down by its line): the first load is at its budget. */}
    <Suspense fallback={null}>
      <SkinLinks />
    </Suspense>
  </Box>
);
