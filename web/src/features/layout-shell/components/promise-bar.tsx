import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { plum } from '@/theme/tokens';

/** Scrolls away under the sticky header, which sticks this far above the viewport. */
export const PROMISE_BAR_HEIGHT = 32;

export const PromiseBar = () => (
  <Box
    sx={(theme) => ({
      bgcolor: plum[800],
      color: '#f6ebe6',
      height: PROMISE_BAR_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      px: 2,
      ...theme.applyStyles('dark', { bgcolor: '#0e0b0c', color: (theme.vars ?? theme).palette.text.secondary }),
    })}
  >
    <Typography component="p" sx={{ fontSize: '0.74rem', letterSpacing: '0.16em', textTransform: 'uppercase' }}>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Vegan · Gluten-free · Never tested on animals · Recyclable packaging
      </Box>
      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
        Vegan · Cruelty-free · Recyclable
      </Box>
    </Typography>
  </Box>
);
