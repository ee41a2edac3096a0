import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface GridListProps {
  children: ReactNode;
  /** The grid's columns, gap and any other layout. */
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}

/** A list laid out as a grid of tiles, without bullets or indents. */
export const GridList = ({ children, sx, ...aria }: GridListProps) => (
  <Box
    component="ul"
    {...aria}
    sx={[{ listStyle: 'none', m: 0, p: 0, display: 'grid' }, ...(Array.isArray(sx) ? sx : [sx])]}
  >
    {children}
  </Box>
);
