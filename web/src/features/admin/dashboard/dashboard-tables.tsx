import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import type { BestSeller, DashboardOrder, SalesDay } from '@shop/contract';
import { formatMoney } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { formatDateTime } from '@/utils/format-date-time';
import { dayLabel } from './day-label';

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface SmallTableProps {
  label: string;
  headers: string[];
  /** Headers of columns hidden below the sm breakpoint. */
  wide?: string[];
  children: ReactNode;
}

const SmallTable = ({ label, headers, wide = [], children }: SmallTableProps) => (
  <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header} component="th" scope="col" sx={wide.includes(header) ? wideOnly : undefined}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </TableContainer>
);

const Empty = ({ columns, text }: { columns: number; text: string }) => (
  <TableRow>
    <TableCell colSpan={columns} sx={{ color: 'text.secondary' }}>
      {text}
    </TableCell>
  </TableRow>
);

export const BestSellersTable = ({ sellers }: { sellers: BestSeller[] }) => (
  <SmallTable label="Best sellers, last 30 days" headers={['Product', 'Units', 'Revenue']}>
    {sellers.length === 0 && <Empty columns={3} text="Nothing sold in the last 30 days" />}
    {sellers.map((seller) => (
      <TableRow key={seller.productId} data-testid="best-seller">
        <TableCell>{seller.title}</TableCell>
        <TableCell>{seller.units}</TableCell>
        <TableCell>{formatMoney(seller.revenue)}</TableCell>
      </TableRow>
    ))}
  </SmallTable>
);

export const LatestOrdersTable = ({ orders, hrefOf }: { orders: DashboardOrder[]; hrefOf: (id: string) => string }) => (
  <SmallTable
    label="Latest orders"
    headers={['Transaction Number', 'Customer', 'Date and time', 'Total', 'Status']}
    wide={['Customer', 'Date and time']}
  >
    {orders.length === 0 && <Empty columns={5} text="There is no order" />}
    {orders.map((order) => (
      <TableRow key={order._id}>
        <TableCell sx={{ wordBreak: 'break-all' }}>
          <Link component={RouterLink} to={hrefOf(order._id)}>
            {order.transactionNumber}
          </Link>
        </TableCell>
        <TableCell sx={wideOnly}>{order.username ?? 'Deleted account'}</TableCell>
        <TableCell sx={wideOnly}>{formatDateTime(order.createdAt)}</TableCell>
        <TableCell>{formatMoney(order.totalPriceOrder)}</TableCell>
        <TableCell>
          <OrderStatusChip status={order.status} />
        </TableCell>
      </TableRow>
    ))}
  </SmallTable>
);

/**
 * The chart's figures as a table for screen readers, visually hidden by a box around it: a table grows
 * to fit its rows whatever its own height and overflow say, so hidden by itself it still stretched the
 * page some 500 px taller than the admin layout, leaving the sidebar short.
 */
export const RevenueTable = ({ days }: { days: SalesDay[] }) => (
  <div style={visuallyHidden}>
    <table>
      <caption>Revenue per day, last 30 days (UTC)</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Revenue</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.day}>
            <td>{dayLabel(day.day)}</td>
            <td>{formatMoney(day.revenue)}</td>
            <td>{day.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
