import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import LocalPhoneOutlined from '@mui/icons-material/LocalPhoneOutlined';
import NoFoodOutlined from '@mui/icons-material/NoFoodOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { brand } from '@/config/brand';
import { plum } from '@/theme/tokens';
import { contentVisibilityAuto } from '@/utils/content-visibility';
import { paths } from '@/config/paths';
import { NewsletterSignup } from './newsletter-signup';
import { SocialLinks } from './social-links';

const promises = [
  { label: 'Vegan', Icon: EnergySavingsLeafOutlined },
  { label: 'Gluten-free', Icon: NoFoodOutlined },
  { label: 'No animal tests', Icon: PetsOutlined },
  { label: 'Recyclable packaging', Icon: RecyclingOutlined },
] as const;

/** Worded apart from the header's links, so each name leads to one place on the page. */
const exploreLinks = [
  { label: 'All products', to: paths.products.getHref() },
  { label: 'Beauty journal', to: paths.blogs.getHref() },
  { label: 'Our story', to: paths.about.getHref() },
  { label: 'Customer care', to: paths.contact.getHref() },
] as const;

const muted = 'rgba(251, 241, 234, 0.74)';

const ColumnTitle = ({ children }: { children: string }) => (
  <Typography component="h2" variant="overline" sx={{ color: '#e9b8aa', display: 'block', mb: 1.5 }}>
    {children}
  </Typography>
);

export const SiteFooter = () => (
  <Box
    component="footer"
    sx={(theme) => ({
      mt: 'auto',
      ...contentVisibilityAuto(720),
      bgcolor: plum[900],
      color: '#fbf1ea',
      ...theme.applyStyles('dark', { bgcolor: '#0e0b0c', borderTop: '1px solid rgba(244, 237, 232, 0.08)' }),
    })}
  >
    <Container maxWidth="xl" sx={{ pt: { xs: 7, md: 9 }, pb: 4 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 6 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.3fr 0.8fr 1fr 1.3fr' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
          <BrandLogo tone="inverse" />
          <Typography sx={{ color: muted, maxWidth: 340, fontSize: '0.95rem' }}>
            Thoughtful make-up and skincare, made kind: vegan, gluten-free, never tested on animals, in recyclable
            packaging.
          </Typography>
          <Box
            component="ul"
            aria-label="Our promise"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {promises.map(({ label, Icon }) => (
              <Box
                component="li"
                key={label}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 999,
                  border: '1px solid rgba(251, 241, 234, 0.2)',
                  fontSize: '0.78rem',
                  color: muted,
                }}
              >
                <Icon sx={{ fontSize: 16, color: '#e9b8aa' }} aria-hidden="true" />
                {label}
              </Box>
            ))}
          </Box>
        </Box>

        <Box component="nav" aria-label="Footer">
          <ColumnTitle>Explore</ColumnTitle>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
            {exploreLinks.map((item) => (
              <li key={item.to}>
                <Link
                  component={RouterLink}
                  to={item.to}
                  sx={{ color: muted, fontSize: '0.95rem', '&:hover': { color: '#fbf1ea' } }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>

        <Box>
          <ColumnTitle>Visit us</ColumnTitle>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1.5, color: muted }}>
            <Box sx={{ display: 'flex', gap: 1.25 }}>
              <PlaceOutlined sx={{ fontSize: 20, mt: 0.25, color: '#e9b8aa' }} aria-hidden="true" />
              <Typography sx={{ fontSize: '0.95rem' }}>{brand.address}</Typography>
            </Box>
            <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
              <LocalPhoneOutlined sx={{ fontSize: 20, color: '#e9b8aa' }} aria-hidden="true" />
              <Link
                href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`}
                sx={{ color: muted, fontSize: '0.95rem', '&:hover': { color: '#fbf1ea' } }}
              >
                {brand.phone}
              </Link>
            </Box>
          </Box>
          <Box sx={{ mt: 3 }}>
            <SocialLinks />
          </Box>
        </Box>

        <NewsletterSignup />
      </Box>

      <Box
        sx={{
          mt: { xs: 6, md: 8 },
          pt: 3,
          borderTop: '1px solid rgba(251, 241, 234, 0.14)',
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1,
          justifyContent: 'space-between',
          color: muted,
          fontSize: '0.82rem',
        }}
      >
        <Typography sx={{ fontSize: 'inherit' }}>
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </Typography>
        <Typography sx={{ fontSize: 'inherit' }}>A demo shop built as a work sample — not a real store.</Typography>
      </Box>
    </Container>
  </Box>
);
