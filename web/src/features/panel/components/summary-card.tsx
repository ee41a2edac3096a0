import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface SummaryCardProps {
  icon: ReactNode;
  title: string;
  link: { label: string; to: string };
  children: ReactNode;
}

/** One dashboard tile: what it is about, its figures, and a link to the screen with the details. */
export const SummaryCard = ({ icon, title, link, children }: SummaryCardProps) => (
  <Box
    component="section"
    aria-label={title}
    sx={{
      display: 'grid',
      alignContent: 'start',
      gap: 1.5,
      p: { xs: 2.5, md: 3 },
      borderRadius: 4,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
    }}
  >
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'primary.main' }}>
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="h6" component="h2" color="text.primary">
        {title}
      </Typography>
    </Box>
    <Box sx={{ display: 'grid', gap: 0.5, minHeight: 72 }}>{children}</Box>
    <Button component={RouterLink} to={link.to} variant="outlined" sx={{ justifySelf: 'start' }}>
      {link.label}
    </Button>
  </Box>
);
