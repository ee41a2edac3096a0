import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Order } from '@shop/contract';
import { REVIEW_MESSAGES } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';
import { LineVariantLabel, lineProductId } from '@/components/orders/line-variant';
import { paths } from '@/config/paths';
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

/** A delivered line's way to the product page's review form. */
const ReviewThisProduct = ({ productId, title }: { productId: string; title: string }) => (
  <Link
    component={RouterLink}
    to={paths.product.getWriteReviewHref(productId)}
    aria-label={`${REVIEW_MESSAGES.reviewThisProduct}: ${title}`}
    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem', fontWeight: 500 }}
  >
    <RateReviewOutlined sx={{ fontSize: '1rem' }} aria-hidden="true" />
    {REVIEW_MESSAGES.reviewThisProduct}
  </Link>
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
              <Box component="span" sx={{ display: 'grid', gap: 0.5, justifyItems: { xs: 'end', sm: 'start' } }}>
                <span>{line.title}</span>
                <LineVariantLabel line={line} />
                {order.status === 'delivered' && (
                  <ReviewThisProduct productId={lineProductId(line)} title={line.title} />
                )}
              </Box>
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
