import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: { label: string; to: string };
}

/** A friendly "nothing here yet" with the way forward. */
export const EmptyState = ({ icon, title, hint, action }: EmptyStateProps) => (
  <Box
    sx={{
      display: 'grid',
      justifyItems: 'center',
      gap: 1.5,
      textAlign: 'center',
      py: { xs: 5, md: 7 },
      px: 3,
      borderRadius: 4,
      border: '1px dashed',
      borderColor: 'divider',
    }}
  >
    <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
      {icon}
    </Box>
    <Typography variant="h6" component="p">
      {title}
    </Typography>
    {hint && <Typography color="text.secondary">{hint}</Typography>}
    {action && (
      <Button component={RouterLink} to={action.to} variant="contained" sx={{ mt: 1 }}>
        {action.label}
      </Button>
    )}
  </Box>
);
