import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface LoadErrorProps {
  title: string;
  /** h1 when the error is all the page shows. */
  titleComponent?: 'h1' | 'h2';
  message: string;
  /** The retry button's exact wording ("Try again" on the list, "Try Again" on a post). */
  retryLabel?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

export const LoadError = ({ title, titleComponent = 'h2', message, retryLabel, onRetry, children }: LoadErrorProps) => (
  <Box
    role="alert"
    sx={{
      display: 'grid',
      justifyItems: 'center',
      gap: 2,
      textAlign: 'center',
      py: { xs: 6, md: 9 },
      px: 3,
      borderRadius: 4,
      border: '1px dashed',
      borderColor: 'divider',
    }}
  >
    <Typography variant="h5" component={titleComponent}>
      {title}
    </Typography>
    <Typography color="error">{message}</Typography>
    {onRetry && retryLabel && (
      <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />}>
        {retryLabel}
      </Button>
    )}
    {children}
  </Box>
);
