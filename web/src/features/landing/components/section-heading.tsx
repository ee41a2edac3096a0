import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  text?: string;
  action?: ReactNode;
}

export const SectionHeading = ({ id, eyebrow, title, text, action }: SectionHeadingProps) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      justifyContent: 'space-between',
      gap: 2,
      mb: { xs: 3, md: 4.5 },
    }}
  >
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 620 }}>
      <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h3" component="h2">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
    </Box>
    {action}
  </Box>
);
