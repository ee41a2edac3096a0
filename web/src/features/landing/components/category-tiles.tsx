import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { GridList } from '@/components/grid-list';
import { HOME_CATEGORIES } from '../data/home-categories';
import { categoryHref, productImage } from '../lib/links';
import { HomeSection } from './home-section';
import { SectionHeading } from './section-heading';

export const CategoryTiles = () => (
  <HomeSection labelledBy="categories-title">
    <SectionHeading
      id="categories-title"
      eyebrow="Shop by category"
      title="Products Category"
      text="Find your ritual, from thoughtful gift sets to everyday colour and skincare."
    />
    <GridList sx={{ gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {HOME_CATEGORIES.map((category) => (
        <li key={category.slug}>
          <Box
            component={RouterLink}
            to={categoryHref(category.slug)}
            sx={(theme) => ({
              height: '100%',
              display: { xs: 'grid', sm: 'flex' },
              gridTemplateColumns: '40% 1fr',
              flexDirection: 'column',
              overflow: 'hidden',
              borderRadius: 4,
              textDecoration: 'none',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
              transition: 'box-shadow 250ms ease',
              '& img': { transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)' },
              '&:hover': { boxShadow: 4 },
              '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
              '&:hover .tile-arrow, &:focus-visible .tile-arrow': { transform: 'translateX(4px)' },
              '&:focus-visible': {
                outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
                outlineOffset: 3,
              },
            })}
          >
            <Box
              sx={{
                overflow: 'hidden',
                height: { xs: '100%', sm: 'auto' },
                minHeight: { xs: 132, sm: 0 },
                aspectRatio: { xs: 'auto', sm: '4 / 3' },
                bgcolor: 'background.placeholder',
              }}
            >
              <Box
                component="img"
                src={productImage(category.imageOf)}
                alt=""
                width={800}
                height={800}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </Box>
            <Box sx={{ display: 'grid', alignContent: 'center', gap: 0.75, p: { xs: 2, sm: 2.5, md: 3 } }}>
              <Typography variant="h5" component="h3">
                {category.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {category.text}
              </Typography>
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  mt: { xs: 0.5, sm: 1.5 },
                  fontWeight: 500,
                  letterSpacing: '0.06em',
                  color: 'primary.main',
                }}
              >
                Shop now
                <EastRounded
                  className="tile-arrow"
                  fontSize="small"
                  aria-hidden="true"
                  sx={{ transition: 'transform 250ms ease' }}
                />
              </Box>
            </Box>
          </Box>
        </li>
      ))}
    </GridList>
  </HomeSection>
);
