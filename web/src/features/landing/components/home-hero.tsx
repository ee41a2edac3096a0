import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';

export const HomeHero = ({ onShowDemoInfo }: { onShowDemoInfo: () => void }) => (
  <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 4 } }}>
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 4, md: 6 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.05fr 1fr' },
        alignItems: 'center',
        gap: { xs: 1, md: 4 },
        px: { xs: 3, sm: 6, lg: 10 },
        pt: { xs: 5, md: 6 },
        pb: { xs: 0, md: 0 },
        background: 'linear-gradient(135deg, #f7e8e1 0%, #fbf3ee 46%, #f0dbd1 100%)',
        ...theme.applyStyles('dark', {
          background: 'linear-gradient(135deg, #2b2022 0%, #1d1819 52%, #2d2023 100%)',
          border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        }),
      })}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2.25, md: 3 }, pb: { xs: 2, md: 6 }, maxWidth: 560 }}>
        <Typography variant="overline" color="primary">
          New season · Clean beauty
        </Typography>
        <Typography id="hero-title" variant="h1">
          Unlock Your{' '}
          <Box component="em" sx={{ fontStyle: 'italic', fontWeight: 400, color: 'primary.main' }}>
            Natural
          </Box>{' '}
          Glow
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ maxWidth: 460 }}>
          Skin-loving serums, creams and colour made with plant-powered ingredients: vegan, gluten-free and never tested
          on animals.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          <Button
            component={RouterLink}
            to={paths.blogs.getHref()}
            variant="contained"
            size="large"
            endIcon={<EastRounded />}
          >
            Know more
          </Button>
          <Button component={RouterLink} to={paths.products.getHref()} variant="outlined" size="large">
            Shop products
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          A demo shop built as a work sample.{' '}
          <Link
            component="button"
            type="button"
            onClick={onShowDemoInfo}
            sx={{ verticalAlign: 'baseline', font: 'inherit' }}
          >
            See the demo sign-in
          </Link>
        </Typography>
      </Box>
      <HeroIllustration
        sx={{
          width: '100%',
          maxWidth: { xs: 360, md: 500 },
          justifySelf: 'center',
          alignSelf: 'end',
          display: 'block',
        }}
      />
    </Box>
  </Container>
);
