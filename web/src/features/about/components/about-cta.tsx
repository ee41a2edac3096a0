import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const AboutCta = () => (
  <Container
    maxWidth="md"
    component="section"
    aria-labelledby="about-cta-title"
    sx={{ py: { xs: 6, md: 9 }, display: 'grid', justifyItems: 'center', gap: 2, textAlign: 'center' }}
  >
    <Typography id="about-cta-title" variant="h4" component="h2">
      Find your everyday ritual
    </Typography>
    <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
      Explore the range, or write to our skin therapists: we love to help you choose.
    </Typography>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, mt: 1 }}>
      <Button component={RouterLink} to={paths.products.getHref()} variant="contained" size="large">
        Shop products
      </Button>
      <Button component={RouterLink} to={paths.contact.getHref()} variant="outlined" size="large">
        Write to us
      </Button>
    </Box>
  </Container>
);
