import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';

// formik and yup stay out of the entry chunk: the form loads when the footer comes near the viewport.
const NewsletterForm = lazy(() => import('./newsletter-form'));

const FormPlaceholder = () => (
  <Box
    aria-hidden="true"
    sx={{ height: 52, mb: '1.5em', borderRadius: 999, border: '1px solid rgba(251, 241, 234, 0.28)' }}
  />
);

export const NewsletterSignup = () => {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(container);

  return (
    <Box ref={setContainer} sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Typography component="h2" variant="h6" sx={{ color: '#fbf1ea' }}>
        Join the Aurelle circle
      </Typography>
      <Typography sx={{ fontSize: '0.92rem', color: 'rgba(251, 241, 234, 0.78)' }}>
        New launches, skincare rituals and members-only offers, once a month.
      </Typography>
      {near ? (
        <Suspense fallback={<FormPlaceholder />}>
          <NewsletterForm />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </Box>
  );
};
