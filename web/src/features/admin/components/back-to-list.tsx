import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { adminHrefs } from '../lib/admin-hrefs';
import type { AdminResource } from '../lib/resource';

export const BackToList = ({ resource }: { resource: AdminResource }) => (
  <Button component={RouterLink} to={adminHrefs(resource).list()} startIcon={<ArrowBackRounded />}>
    {resource.label}
  </Button>
);
