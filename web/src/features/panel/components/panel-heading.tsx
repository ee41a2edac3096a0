import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';

interface PanelHeadingProps {
  title: string;
  children?: ReactNode;
}

/** An account screen's title (also the tab's title) and an optional line under it. */
export const PanelHeading = ({ title, children }: PanelHeadingProps) => (
  <Box sx={{ display: 'grid', gap: 0.75 }}>
    <DocumentTitle title={title} />
    <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
      {title}
    </Typography>
    {children && <Typography color="text.secondary">{children}</Typography>}
  </Box>
);
