import LeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import PetsOutlined from '@mui/icons-material/PetsOutlined';
import RecyclingOutlined from '@mui/icons-material/RecyclingOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const PROMISES = [
  { icon: LeafOutlined, label: 'Vegan formula' },
  { icon: SpaOutlined, label: 'Gluten-free' },
  { icon: PetsOutlined, label: 'Never tested on animals' },
  { icon: RecyclingOutlined, label: 'Recyclable packaging' },
];

export const ProductPromises = () => (
  <Box
    component="ul"
    aria-label="Our promise"
    sx={{
      listStyle: 'none',
      m: 0,
      mt: 2,
      p: 2.5,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: 2,
      borderRadius: '20px',
      bgcolor: 'action.hover',
    }}
  >
    {PROMISES.map(({ icon: Icon, label }) => (
      <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Icon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden="true" />
        <Typography variant="body2">{label}</Typography>
      </Box>
    ))}
  </Box>
);
