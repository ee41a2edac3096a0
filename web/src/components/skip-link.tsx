import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

export const SkipLink = () => (
  <Box
    component="a"
    href={`#${MAIN_CONTENT_ID}`}
    sx={{
      position: 'fixed',
      top: 12,
      left: 12,
      zIndex: 'tooltip',
      px: 2,
      py: 1.25,
      borderRadius: 1,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontWeight: 500,
      textDecoration: 'none',
      transform: 'translateY(-200%)',
      '&:focus': { transform: 'none' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 2 },
    }}
  >
    Skip to content
  </Box>
);
