import Typography from '@mui/material/Typography';
import { AdminPageHeader } from './admin-page-header';

export const AdminHome = () => (
  <>
    <AdminPageHeader title="Dashboard" />
    <Typography variant="h5" component="p">
      welcome to Admin Panel
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1 }}>
      Choose what to manage from the menu.
    </Typography>
  </>
);
