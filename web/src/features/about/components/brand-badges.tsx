import NoFoodOutlined from '@mui/icons-material/NoFoodOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GridList } from '@/components/grid-list';
import { IconBadge } from '@/components/icon-badge';

const badges = [
  { label: 'No animal tests', text: 'Cruelty-free from the lab to your shelf.', Icon: PetsOutlined },
  { label: 'No animal-derived ingredients', text: 'Vegan formulas, with plant waxes and oils.', Icon: SpaOutlined },
  { label: 'No gluten', text: 'Gentle on sensitive skin, lips and eyes.', Icon: NoFoodOutlined },
  { label: 'Recyclable packaging', text: 'Glass, aluminium and paper first.', Icon: RecyclingOutlined },
] as const;

export const BrandBadges = () => (
  <Box
    component="section"
    aria-labelledby="badges-title"
    sx={(theme) => ({
      py: { xs: 6, md: 9 },
      bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.05),
    })}
  >
    <Container maxWidth="lg">
      <Box sx={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 1.5, mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
          Our promise
        </Typography>
        <Typography id="badges-title" variant="h3" component="h2">
          Kind by design
        </Typography>
      </Box>
      <GridList sx={{ gap: { xs: 4, md: 3 }, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {badges.map(({ label, text, Icon }) => (
          <Box
            component="li"
            key={label}
            sx={{ display: 'grid', justifyItems: 'center', alignContent: 'start', gap: 1.25, textAlign: 'center' }}
          >
            <IconBadge variant="ring" size={{ xs: 76, md: 96 }} iconSize={{ xs: 32, md: 40 }}>
              <Icon />
            </IconBadge>
            <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
              {label}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 220 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </GridList>
    </Container>
  </Box>
);
