import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardBody } from '@shop/contract';
import { formatMoney } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';

export interface FigureCard {
  label: string;
  value: string;
  /** A line under the value, e.g. the reviews' average. */
  detail?: string;
  /** Where the figure's orders (or customers) are listed. */
  href?: string;
}

/** The dashboard's figures, each card a link to the list behind it. */
export const figureCards = (
  figures: DashboardBody,
  hrefs: {
    orders: string;
    waiting: string;
    customers?: string;
    lowStock: string;
    soldOut: string;
    unreadMessages: string;
    reviews: string;
  },
): FigureCard[] => [
  { label: 'Revenue today', value: formatMoney(figures.today.revenue), href: hrefs.orders },
  { label: 'Orders today', value: String(figures.today.orders), href: hrefs.orders },
  { label: 'Revenue, last 30 days', value: formatMoney(figures.last30Days.revenue), href: hrefs.orders },
  { label: 'Orders, last 30 days', value: String(figures.last30Days.orders), href: hrefs.orders },
  { label: 'Average order value', value: formatMoney(figures.averageOrderValue), href: hrefs.orders },
  { label: 'New customers, last 30 days', value: String(figures.newCustomers30Days), href: hrefs.customers },
  { label: 'Waiting to ship', value: String(figures.waitingToShip), href: hrefs.waiting },
  { label: 'Low stock', value: String(figures.lowStock), href: hrefs.lowStock },
  { label: 'Sold out', value: String(figures.soldOut), href: hrefs.soldOut },
  { label: 'Unread messages', value: String(figures.unreadMessages), href: hrefs.unreadMessages },
  {
    label: 'Reviews, last 30 days',
    value: String(figures.reviews30Days.count),
    detail:
      figures.reviews30Days.average === null
        ? 'No average yet'
        : `Average ${figures.reviews30Days.average.toFixed(1)} of 5`,
    href: hrefs.reviews,
  },
];

const CardBody = ({ card }: { card: FigureCard }) => (
  <Box sx={{ p: 2, display: 'grid', gap: 0.5 }}>
    <Typography variant="body2" color="text.secondary" component="span">
      {card.label}
    </Typography>
    <Typography variant="h5" component="span" sx={{ fontWeight: 700 }} data-testid="figure-value">
      {card.value}
    </Typography>
    {card.detail && (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="figure-detail">
        {card.detail}
      </Typography>
    )}
  </Box>
);

export const DashboardCards = ({ cards }: { cards: FigureCard[] }) => (
  <Box
    component="ul"
    aria-label="Shop figures"
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
    }}
  >
    {cards.map((card) => (
      <Paper component="li" key={card.label} variant="outlined" sx={{ borderRadius: 3 }} data-testid="figure-card">
        {card.href ? (
          <Box
            component={RouterLink}
            to={card.href}
            sx={{
              display: 'block',
              height: 1,
              borderRadius: 3,
              color: 'inherit',
              textDecoration: 'none',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <CardBody card={card} />
          </Box>
        ) : (
          <CardBody card={card} />
        )}
      </Paper>
    ))}
  </Box>
);
