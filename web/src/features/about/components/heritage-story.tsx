import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const milestones = [
  { year: '2009', text: 'The first rosehip balm is poured by hand in a Toronto kitchen studio.' },
  { year: '2013', text: 'Our whole range becomes vegan, with no animal-derived ingredients.' },
  { year: '2018', text: 'Refill pouches arrive for our best-loved serums and creams.' },
  { year: '2023', text: 'Every pack we make is designed to be recycled.' },
] as const;

export const HeritageStory = () => (
  <Container maxWidth="lg" component="section" aria-labelledby="heritage-title" sx={{ py: { xs: 5, md: 8 } }}>
    <Box sx={{ display: 'grid', gap: { xs: 5, md: 10 }, gridTemplateColumns: { xs: '1fr', md: '1.25fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
          Our heritage
        </Typography>
        <Typography id="heritage-title" variant="h3" component="h2">
          Made with patience, kept with care
        </Typography>
        <Typography>
          Aurelle began in 2009 at a kitchen table in Toronto, where our founder, a cosmetic chemist tired of long
          ingredient lists she could not defend, poured the first rosehip balm for friends with dry winter skin. Word
          travelled from neighbour to neighbour, and a small studio on Rosewood Avenue soon followed.
        </Typography>
        <Typography>
          We still work the way we started: in small batches, with a short list of plant-powered ingredients chosen for
          what they do for your skin. Every formula is tested on people who volunteer, never on animals, and we ask the
          same of every supplier we buy from.
        </Typography>
        <Typography>
          Fifteen years on, Aurelle is a team of chemists, make-up artists and skin therapists who share one belief:
          beauty should be as kind to the planet as it is to you. That is why our colours are vegan and gluten-free, and
          why every jar, tube and box is made to be recycled, refilled or both.
        </Typography>
        <Box
          component="blockquote"
          sx={{
            m: 0,
            mt: 1,
            pl: 3,
            borderLeft: 2,
            borderColor: 'primary.main',
            fontFamily: 'h1.fontFamily',
            fontStyle: 'italic',
            fontSize: { xs: '1.3rem', md: '1.5rem' },
            lineHeight: 1.45,
          }}
        >
          “We make the products we want to use every morning, and we tell you exactly what is inside.”
        </Box>
      </Box>
      <Box
        component="ol"
        aria-label="Milestones"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: { xs: 3, md: 4 },
          alignSelf: 'start',
          display: 'grid',
          gap: 3,
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        })}
      >
        {milestones.map(({ year, text }) => (
          <Box component="li" key={year} sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', gap: 2 }}>
            <Typography
              sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.6rem', lineHeight: 1.2, color: 'primary.main' }}
            >
              {year}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  </Container>
);
