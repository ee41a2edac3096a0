import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const AboutHero = () => (
  <Box
    component="header"
    sx={(theme) => ({
      background: 'linear-gradient(180deg, #f3e2da 0%, rgba(250,246,241,0) 100%)',
      ...theme.applyStyles('dark', { background: 'linear-gradient(180deg, #2a2022 0%, rgba(20,17,18,0) 100%)' }),
    })}
  >
    <Container
      maxWidth="md"
      sx={{
        pt: { xs: 7, md: 11 },
        pb: { xs: 5, md: 8 },
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="overline" color="primary">
        Our story · Since 2009
      </Typography>
      <Typography variant="h1">About us</Typography>
      <Box aria-hidden="true" sx={{ width: 56, height: 2, bgcolor: 'primary.main', opacity: 0.6, borderRadius: 1 }} />
      <Typography
        variant="subtitle1"
        component="p"
        color="text.secondary"
        sx={{ maxWidth: 620, fontSize: { md: '1.2rem' } }}
      >
        Aurelle Beauty makes make-up and skincare the slow, careful way: small batches, plant-powered formulas and a
        promise we have kept since the very first jar.
      </Typography>
    </Container>
  </Box>
);
