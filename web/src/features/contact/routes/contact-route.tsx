import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DocumentTitle } from '@/components/document-title';
import { useOpenAtTop } from '@/hooks/use-open-at-top';
import { BrandPromises } from '../components/brand-promises';
import { ContactChannels } from '../components/contact-channels';
import { SupportHours } from '../components/support-hours';
import { WriteUsCard } from '../components/write-us-card';

export const ContactRoute = () => {
  useOpenAtTop();

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gap: { xs: 4, md: 6 } }}>
      <DocumentTitle title="Contact Us" />
      <Box sx={{ display: 'grid', gap: 1.5, textAlign: 'center', justifyItems: 'center' }}>
        <Typography variant="overline" color="primary">
          Customer care
        </Typography>
        <Typography variant="h2" component="h1">
          Contact Us
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ maxWidth: 560 }}>
          Questions about a product, your skin or an order? Our beauty advisors are here to help.
        </Typography>
      </Box>
      <ContactChannels />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', lg: '2fr minmax(320px, 0.9fr)' },
          alignItems: 'start',
        }}
      >
        <WriteUsCard />
        <SupportHours />
      </Box>
      <BrandPromises />
    </Container>
  );
};
