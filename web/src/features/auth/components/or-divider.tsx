import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export const OrDivider = () => (
  <Divider sx={{ '&::before, &::after': { borderColor: 'divider' } }}>
    <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
      or
    </Typography>
  </Divider>
);
