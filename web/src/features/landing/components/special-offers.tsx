import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { plum, rose } from '@/theme/tokens';
import { HomeSection } from './home-section';

export const SpecialOffers = () => (
  <HomeSection labelledBy="special-offers-title">
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 4, md: 6 },
        px: { xs: 3, sm: 6, md: 10 },
        py: { xs: 6, md: 9 },
        color: '#fbf1ea',
        background: `radial-gradient(circle at 85% 20%, ${rose[500]} 0%, transparent 42%), linear-gradient(120deg, ${plum[900]} 0%, ${plum[700]} 100%)`,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
        gap: 4,
        alignItems: 'center',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: { xs: -120, md: -60 },
          bottom: -140,
          width: 380,
          height: 380,
          borderRadius: '50%',
          border: '1px solid rgba(251,241,234,0.18)',
          boxShadow: '0 0 0 48px rgba(251,241,234,0.04), 0 0 0 96px rgba(251,241,234,0.03)',
        }}
      />
      <Box sx={{ position: 'relative', display: 'grid', gap: 1.5 }}>
        <Typography id="special-offers-title" variant="overline" component="h2" sx={{ color: rose[200] }}>
          Special offers
        </Typography>
        <Typography
          component="p"
          sx={{ fontFamily: 'h1.fontFamily', fontSize: 'clamp(2.4rem, 1.6rem + 3.6vw, 4.25rem)', lineHeight: 1.05 }}
        >
          Save up to 50%
        </Typography>
        <Typography sx={{ color: 'rgba(251,241,234,0.8)', maxWidth: 480 }}>
          Seasonal gift sets and much-loved favourites at a gentler price, in our branches while stocks last.
        </Typography>
      </Box>
      <Box sx={{ position: 'relative', justifySelf: { xs: 'start', md: 'end' } }}>
        <Button
          type="button"
          size="large"
          startIcon={<PlaceOutlined />}
          sx={{
            bgcolor: '#fbf1ea',
            color: plum[900],
            px: 3.5,
            textTransform: 'uppercase',
            letterSpacing: '0.14em',
            '&:hover': { bgcolor: '#ffffff' },
          }}
        >
          find branches
        </Button>
      </Box>
    </Box>
  </HomeSection>
);
