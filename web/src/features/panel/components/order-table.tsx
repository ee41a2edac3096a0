import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/contract';
import { formatPrice } from '@/utils/format';
import { ColumnHeads, TableFrame } from './responsive-table';

const COLUMNS = ['Row', 'Title', 'Number', 'Price', 'Total Price Item'];

/** The date part of an ISO createdAt: "2024-03-04T10:00:00.000Z" -> "2024-03-04". */
export const orderDate = (createdAt: string): string => createdAt.slice(0, 10);

const FooterFigure = ({ label, value }: { label: string; value: string }) => (
  <Typography component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
    {label}{' '}
    <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
      {value}
    </Box>
  </Typography>
);

export const OrderTable = ({ order }: { order: Order }) => (
  <TableFrame>
    <Table aria-label={`Order ${order.transactionNumber}`}>
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {order.shops.map((line, index) => (
          <TableRow key={line._id}>
            <TableCell data-label="Row">{index + 1}</TableCell>
            <TableCell data-label="Title" sx={{ fontWeight: 500 }}>
              {line.title}
            </TableCell>
            <TableCell data-label="Number">{line.quantity}</TableCell>
            <TableCell data-label="Price">{formatPrice(line.price)}</TableCell>
            <TableCell data-label="Total Price Item">{formatPrice(line.totalPriceItem)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={COLUMNS.length} sx={{ borderBottom: 0 }}>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 0.5, md: 3 },
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
                py: 1,
              }}
            >
              <FooterFigure label="Transaction Number:" value={order.transactionNumber} />
              <FooterFigure label="Date:" value={orderDate(order.createdAt)} />
              <FooterFigure label="Total Price Cart:" value={formatPrice(order.totalPriceOrder)} />
            </Box>
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  </TableFrame>
);
