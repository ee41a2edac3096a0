import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageCardProps {
  icon: ReactNode;
  title: string;
  /** h1 when the card is all the page shows. */
  titleComponent?: 'h1' | 'h2';
  children?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}

/** The empty and error states of lists and pages: a calm card with one way forward. */
export const MessageCard = ({
  icon,
  title,
  titleComponent = 'h2',
  children,
  action,
  role = 'status',
}: MessageCardProps) => (
  <Box
    sx={(theme) => ({
      display: 'grid',
      justifyItems: 'center',
      textAlign: 'center',
      gap: 1.5,
      px: 3,
      py: { xs: 6, md: 9 },
      borderRadius: '20px',
      border: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
      bgcolor: 'background.paper',
    })}
  >
    <Box
      aria-hidden="true"
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        color: 'primary.main',
        mb: 1,
      }}
    >
      {icon}
    </Box>
    <Box role={role} sx={{ display: 'grid', gap: 1 }}>
      <Typography component={titleComponent} variant="h5">
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {children}
        </Typography>
      )}
    </Box>
    {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
  </Box>
);
