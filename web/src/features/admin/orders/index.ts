import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { AdminOrder, AdminOrdersBody, ApiEnvelope } from '@shop/contract';
import { ADMIN_API_PATHS, ADMIN_ORDERS_PAGE_SIZE, formatMoney, ORDER_STATUSES } from '@shop/contract';
import { createElement } from 'react';
import { OrderStatusChip } from '@/components/orders/order-status-chip';
import { formatDateTime } from '@/utils/format-date-time';
import { defineViewResource } from '../lib/resource';
import { customerLabel, itemCount } from './order-customer';
import { OrderView } from './order-view';

export const ordersResource = defineViewResource<AdminOrder>({
  name: 'orders',
  label: 'Orders',
  singular: 'order',
  icon: ReceiptLongOutlined,
  editPath: ':id',
  api: {
    list: ADMIN_API_PATHS.orders,
    item: ADMIN_API_PATHS.order,
    readList: (answer) => {
      const body = (answer as ApiEnvelope<AdminOrdersBody>).body;
      return { rows: body?.orders ?? [], total: body?.totalOrders.filtered ?? 0 };
    },
  },
  pageSize: ADMIN_ORDERS_PAGE_SIZE,
  columns: [
    {
      header: 'Transaction Number',
      cell: (order) => createElement('span', { style: { wordBreak: 'break-all' } }, order.transactionNumber),
    },
    { header: 'Customer', cell: (order) => customerLabel(order.customer), wideOnly: true },
    { header: 'Date and time', cell: (order) => formatDateTime(order.createdAt), wideOnly: true },
    { header: 'Items', cell: (order) => itemCount(order.shops), wideOnly: true },
    { header: 'Total', cell: (order) => formatMoney(order.totalPriceOrder) },
    { header: 'Status', cell: (order) => createElement(OrderStatusChip, { status: order.status }) },
  ],
  emptyText: 'There is no order',
  nameOf: (order) => `order ${order.transactionNumber}`,
  filters: [
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      allLabel: 'Every status',
      options: ORDER_STATUSES.map((status) => ({ value: status, label: status })),
    },
    { kind: 'search', name: 'q', label: 'Transaction number or username' },
  ],
  view: OrderView,
});
