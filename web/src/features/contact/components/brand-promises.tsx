import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import NoFoodOutlined from '@mui/icons-material/NoFoodOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconBadge } from '@/components/icon-badge';

const promises = [
  { label: '100% vegan', Icon: EnergySavingsLeafOutlined },
  { label: 'Gluten-free', Icon: NoFoodOutlined },
  { label: 'Never tested on animals', Icon: PetsOutlined },
  { label: 'Recyclable packaging', Icon: RecyclingOutlined },
] as const;

/** The brand's promises as a row of badges. */
export const BrandPromises = () => (
  <Box
    component="ul"
    aria-label="Our brand promise"
    sx={(theme) => ({
      listStyle: 'none',
      m: 0,
      px: { xs: 2.5, md: 4 },
      py: { xs: 3, md: 3.5 },
      display: 'grid',
      gap: { xs: 2.5, md: 3 },
      gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      borderRadius: 2,
      bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.06),
      border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    })}
  >
    {promises.map(({ label, Icon }) => (
      <Box
        component="li"
        key={label}
        sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 1.5 }}
      >
        <IconBadge size={44}>
          <Icon fontSize="small" />
        </IconBadge>
        <Typography variant="subtitle2" component="p" sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
          {label}
        </Typography>
      </Box>
    ))}
  </Box>
);
