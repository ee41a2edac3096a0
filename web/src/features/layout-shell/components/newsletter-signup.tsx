import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// formik and yup stay out of the entry chunk: the form loads right after the first render.
const NewsletterForm = lazy(() => import('./newsletter-form'));

const FormPlaceholder = () => (
  <Box
    aria-hidden="true"
    sx={{ height: 52, mb: '1.5em', borderRadius: 999, border: '1px solid rgba(251, 241, 234, 0.28)' }}
  />
);

export const NewsletterSignup = () => (
  <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
    <Typography component="h2" variant="h6" sx={{ color: '#fbf1ea' }}>
      Join the Aurelle circle
    </Typography>
    <Typography sx={{ fontSize: '0.92rem', color: 'rgba(251, 241, 234, 0.78)' }}>
      New launches, skincare rituals and members-only offers, once a month.
    </Typography>
    <Suspense fallback={<FormPlaceholder />}>
      <NewsletterForm />
    </Suspense>
  </Box>
);
