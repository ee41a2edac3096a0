import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { adminHrefs } from '../lib/admin-hrefs';
import type { AdminResourceBase } from '../lib/resource';

export const BackToList = ({ resource }: { resource: AdminResourceBase }) => (
  <Button component={RouterLink} to={adminHrefs(resource).list()} startIcon={<ArrowBackRounded />}>
    {resource.label}
  </Button>
);
