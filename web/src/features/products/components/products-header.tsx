import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazyPart } from '@/lib/lazy-part';

// Hydrated after the paint (the server renders it): the products page's first load is at its budget.
const SkinLinks = lazyPart(() => import('./skin-links'));

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
    {/* Its script arrives after the paint; until then the server's line stays as it is. */}
    <SkinLinks />
  </Box>
);
