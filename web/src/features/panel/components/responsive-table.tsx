import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A table that reflows on phones: below `sm` each row becomes a card whose cells are labelled from their
 * `data-label`, so nothing scrolls sideways. The header row stays for screen readers (visually hidden).
 */
const reflowOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& table, & tbody, & tfoot, & tbody tr, & tfoot tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      minHeight: 40,
      py: 0.5,
      px: 0,
      border: 0,
      textAlign: 'right',
    },
    '& tbody td::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      color: 'text.secondary',
      fontSize: '0.8125rem',
      textAlign: 'left',
    },
    '& tfoot td': { display: 'block', border: 0, px: 0 },
  },
});

/** The frame of an account table, reflowing on phones. */
export const TableFrame = ({ children }: { children: ReactNode }) => (
  <Box
    sx={[
      { borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 2, sm: 1 } },
      reflowOnPhones,
    ]}
  >
    {children}
  </Box>
);

/** The header row: one bold cell per column. */
export const ColumnHeads = ({ columns }: { columns: readonly string[] }) => (
  <TableHead>
    <TableRow>
      {columns.map((column) => (
        <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {column}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);
