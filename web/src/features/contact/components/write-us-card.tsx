import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ContactForm } from './contact-form';

export const WriteUsCard = () => (
  <Card
    component="section"
    aria-labelledby="write-us-title"
    sx={{ p: { xs: 2.5, sm: 4, md: 5 }, display: 'grid', gap: 3 }}
  >
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography id="write-us-title" variant="h4" component="h2">
        Write Us
      </Typography>
      <Typography color="text.secondary">
        Tell us what is on your mind: we answer every message within one working day.
      </Typography>
    </Box>
    <ContactForm />
  </Card>
);
