import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { productImage } from '../lib/links';
import { HomeSection } from './home-section';

const facts = [
  { value: '15+', label: 'years of clean formulas' },
  { value: '92%', label: 'natural-origin ingredients' },
  { value: '0', label: 'animal tests, ever' },
] as const;

const Picture = ({ id, sx }: { id: string; sx: object }) => (
  <Box
    component="img"
    src={productImage(id)}
    alt=""
    width={800}
    height={800}
    loading="lazy"
    decoding="async"
    sx={{ position: 'absolute', display: 'block', objectFit: 'cover', borderRadius: 4, boxShadow: 6, ...sx }}
  />
);

export const OurBrand = () => (
  <HomeSection labelledBy="our-brand-title">
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 5, md: 8 },
        alignItems: 'center',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 0.9', maxWidth: 560, width: '100%', mx: 'auto' }}>
        <Box
          aria-hidden="true"
          sx={(theme) => ({
            position: 'absolute',
            inset: '6% 10% 0 4%',
            borderRadius: '999px 999px 24px 24px',
            background: 'linear-gradient(180deg, #f3d5ca 0%, #e8beb0 100%)',
            ...theme.applyStyles('dark', { background: 'linear-gradient(180deg, #3a2a2c 0%, #2a2022 100%)' }),
          })}
        />
        <Picture id="velvet-rose-lipstick" sx={{ width: '52%', height: 'auto', left: 0, top: '14%' }} />
        <Picture id="midnight-repair-cream" sx={{ width: '46%', height: 'auto', right: 0, bottom: 0 }} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 540 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
          Since 2009 · Toronto
        </Typography>
        <Typography id="our-brand-title" variant="h3" component="h2">
          Our Brand
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary">
          Aurelle began in a small Toronto studio with one idea: beauty should be as kind to the planet as it is to your
          skin. Every formula is vegan, gluten-free and never tested on animals, and every pack is made to be recycled.
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, py: 1 }}>
          {facts.map(({ value, label }) => (
            <Box key={label} sx={{ display: 'flex', flexDirection: 'column-reverse', gap: 0.25 }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ lineHeight: 1.4 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'h1.fontFamily', fontSize: '2rem', lineHeight: 1.1 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box>
          <Button
            component={RouterLink}
            to={paths.blogs.getHref()}
            variant="contained"
            size="large"
            endIcon={<EastRounded />}
          >
            Discover More
          </Button>
        </Box>
      </Box>
    </Box>
  </HomeSection>
);
