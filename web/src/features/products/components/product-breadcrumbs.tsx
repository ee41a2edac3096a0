import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export const ProductBreadcrumbs = ({ title }: { title?: string }) => (
  <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: { xs: 3, md: 4 }, fontSize: '0.9rem' }}>
    <Link component={RouterLink} to={paths.home.getHref()} color="text.secondary" underline="hover">
      Home
    </Link>
    <Link component={RouterLink} to={paths.products.getHref()} color="text.secondary" underline="hover">
      Products
    </Link>
    {title && (
      <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
        {title}
      </Typography>
    )}
  </Breadcrumbs>
);
