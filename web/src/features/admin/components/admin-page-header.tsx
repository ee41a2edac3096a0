import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/document-title';

/** A screen's heading (and the tab's title), with an action such as "Add" on the right. */
export const AdminPageHeader = ({ title, action }: { title: string; action?: ReactNode }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
    <DocumentTitle title={`${title} · Admin`} />
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    {action}
  </Box>
);
