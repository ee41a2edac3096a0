import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { paths } from '@/config/paths';

export const NotFoundRoute = () => (
  <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
    <DocumentTitle title="Page not found" />
    <Typography
      aria-hidden="true"
      sx={{
        fontFamily: 'h1.fontFamily',
        fontSize: { xs: '6rem', md: '8.5rem' },
        lineHeight: 1,
        color: 'primary.main',
        opacity: 0.85,
        fontStyle: 'italic',
      }}
    >
      404
    </Typography>
    <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
      Page not found
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
      The page you are looking for doesn’t exist or has moved. Let’s get you back to something beautiful.
    </Typography>
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
        Back to home
      </Button>
      <Button component={RouterLink} to={paths.products.getHref()} variant="outlined">
        Browse products
      </Button>
    </Box>
  </Container>
);
