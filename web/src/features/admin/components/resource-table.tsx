import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { AdminColumn } from '../lib/resource';

interface ResourceTableProps<Row extends { _id: string }> {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  /** The number of the first row (rows count across pages). */
  firstIndex: number;
  operations: (row: Row) => ReactNode;
  /** Rows drawn in bold. */
  emphasize?: (row: Row) => boolean;
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The list's table: the resource's columns and an Operation column. */
export const ResourceTable = <Row extends { _id: string }>({
  caption,
  columns,
  rows,
  firstIndex,
  operations,
  emphasize,
}: ResourceTableProps<Row>) => (
  <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
    <Table aria-label={caption} size="small" sx={{ '& td, & th': { py: 1.25 } }}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header} component="th" scope="col" sx={column.wideOnly ? wideOnly : undefined}>
              {column.header}
            </TableCell>
          ))}
          <TableCell component="th" scope="col">
            Operation
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row._id} hover sx={emphasize?.(row) ? { '& td': { fontWeight: 700 } } : undefined}>
            {columns.map((column) => (
              <TableCell key={column.header} sx={column.wideOnly ? wideOnly : undefined}>
                {column.cell(row, firstIndex + index)}
              </TableCell>
            ))}
            <TableCell>{operations(row)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
