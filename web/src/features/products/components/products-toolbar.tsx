import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const PRODUCTS_TOP_ID = 'products-top';

/** Brings the top of the list back into view when a new list replaces one scrolled past. */
export const scrollToListTop = () => {
  const top = document.getElementById(PRODUCTS_TOP_ID);
  if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
};

/** The result count (announced when it changes) and, on small screens, the filters button. */
export const ProductsToolbar = ({ summary, children }: { summary: string; children?: ReactNode }) => (
  <Box
    id={PRODUCTS_TOP_ID}
    sx={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      mb: 2.5,
      minHeight: 44,
      scrollMarginTop: 96,
    }}
  >
    <Typography role="status" color="text.secondary" variant="body2">
      {summary}
    </Typography>
    {children}
  </Box>
);
