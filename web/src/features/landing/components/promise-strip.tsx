import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import NoFoodOutlined from '@mui/icons-material/NoFoodOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { GridList } from '@/components/grid-list';
import { IconBadge } from '@/components/icon-badge';

const promises = [
  { title: 'Vegan', text: 'Nothing animal-derived, ever.', Icon: EnergySavingsLeafOutlined },
  { title: 'Gluten-free', text: 'Gentle formulas for sensitive skin.', Icon: NoFoodOutlined },
  { title: 'No animal tests', text: 'Cruelty-free from lab to shelf.', Icon: PetsOutlined },
  { title: 'Recyclable packaging', text: 'Glass, aluminium and paper first.', Icon: RecyclingOutlined },
] as const;

export const PromiseStrip = () => (
  <Container maxWidth="xl" component="section" aria-label="Our promise" sx={{ py: { xs: 5, md: 7 } }}>
    <GridList sx={{ gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {promises.map(({ title, text, Icon }) => (
        <Box component="li" key={title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <IconBadge size={48}>
            <Icon />
          </IconBadge>
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
        </Box>
      ))}
    </GridList>
  </Container>
);
