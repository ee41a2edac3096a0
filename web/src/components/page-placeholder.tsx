import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DocumentTitle } from './document-title';

interface PagePlaceholderProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** A titled page for screens whose full content arrives in a later release. */
export const PagePlaceholder = ({ title, eyebrow = 'Aurelle Beauty', children }: PagePlaceholderProps) => (
  <Container maxWidth="md" sx={{ py: { xs: 7, md: 11 } }}>
    <DocumentTitle title={title} />
    <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Typography variant="overline" color="primary">
        {eyebrow}
      </Typography>
      <Typography variant="h2" component="h1">
        {title}
      </Typography>
      <Box aria-hidden="true" sx={{ width: 56, height: 2, bgcolor: 'primary.main', opacity: 0.6, borderRadius: 1 }} />
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {children ?? 'This part of the shop is being prepared and opens soon.'}
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="outlined" sx={{ mt: 1 }}>
        Back to home
      </Button>
    </Box>
  </Container>
);
