import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NewsletterForm } from './newsletter-form';

export const NewsletterSignup = () => (
  <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
    <Typography component="h2" variant="h6" sx={{ color: '#fbf1ea' }}>
      Join the Aurelle circle
    </Typography>
    <Typography sx={{ fontSize: '0.92rem', color: 'rgba(251, 241, 234, 0.78)' }}>
      New launches, skincare rituals and members-only offers, once a month.
    </Typography>
    <NewsletterForm />
  </Box>
);
