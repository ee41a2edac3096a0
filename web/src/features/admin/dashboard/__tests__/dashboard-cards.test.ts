import type { DashboardBody } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { figureCards } from '../dashboard-cards';

const hrefs = {
  orders: '/admin/orders',
  waiting: '/admin/orders?status=placed',
  lowStock: '/admin/products?stock=low',
  soldOut: '/admin/products?stock=out',
  unreadMessages: '/admin/messages?status=unread',
  reviews: '/admin/reviews',
};

const figures = (reviews30Days: DashboardBody['reviews30Days']) =>
  ({
    today: { revenue: 0, orders: 0 },
    last30Days: { revenue: 0, orders: 0 },
    averageOrderValue: 0,
    newCustomers30Days: 0,
    waitingToShip: 0,
    lowStock: 0,
    soldOut: 0,
    days: [],
    bestSellers: [],
    latestOrders: [],
    unreadMessages: 0,
    reviews30Days,
  }) satisfies DashboardBody;

const reviewsCard = (reviews: DashboardBody['reviews30Days']) =>
  figureCards(figures(reviews), hrefs).find((card) => card.label === 'Reviews, last 30 days');

describe('the dashboard’s reviews card', () => {
  it('shows the count, the average to one decimal, and links to the reviews list', () => {
    expect(reviewsCard({ count: 12, average: 4 })).toEqual({
      label: 'Reviews, last 30 days',
      value: '12',
      detail: 'Average 4.0 of 5',
      href: '/admin/reviews',
    });
  });

  it('says there is no average yet when no visible review was written', () => {
    expect(reviewsCard({ count: 0, average: null })).toMatchObject({ value: '0', detail: 'No average yet' });
  });
});
