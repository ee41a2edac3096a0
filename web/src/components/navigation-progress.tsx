import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%) scaleX(0.3); }
  to { transform: translateX(100%) scaleX(0.6); }
`;

/**
 * A thin bar across the top while the next screen loads (what LinearProgress draws, without bringing
 * it into every page's first load).
 */
export const NavigationProgress = () => (
  <Box
    role="progressbar"
    aria-label="Loading page"
    sx={{
      position: 'fixed',
      top: 0,
      left: 0,
      right: 0,
      zIndex: 'tooltip',
      height: 2,
      overflow: 'hidden',
      bgcolor: 'action.selected',
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        bgcolor: 'primary.main',
        transformOrigin: 'left',
        animation: `${sweep} 1.1s ease-in-out infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'none', opacity: 0.6 },
      },
    }}
  />
);
