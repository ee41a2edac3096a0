import type { OrderStatus } from '@shop/contract';
import { JANE, OMID } from '../accounts';
import { daysBefore } from './dates';

export interface SeedLine {
  productId: string;
  quantity: number;
}

export interface SeedOrder {
  /** orders/{id} */
  id: string;
  /** carts/{cartId}: the cart this order closed (status "ordered"). */
  cartId: string;
  lines: SeedLine[];
  createdAt: Date;
  /** Where the order has got to: placed, shipped a day later, delivered three days later. */
  status: Extract<OrderStatus, 'placed' | 'shipped' | 'delivered'>;
}

export interface SeedShopping {
  username: string;
  openCart: { id: string; lines: SeedLine[]; updatedAt: Date };
  orders: SeedOrder[];
}

const order = (
  username: string,
  n: number,
  days: number,
  lines: SeedLine[],
  status: SeedOrder['status'],
): SeedOrder => ({
  id: `demo-${username}-order-${n}`,
  cartId: `demo-${username}-cart-${n}`,
  lines,
  createdAt: daysBefore(days, n * 3),
  status,
});

/** The demo customers' open carts and past orders (prices and totals come from the products). */
export const SHOPPING: readonly SeedShopping[] = [
  {
    username: JANE.username,
    openCart: {
      id: 'demo-jane-cart',
      updatedAt: daysBefore(1, 4),
      lines: [
        { productId: 'velvet-rose-lipstick', quantity: 2 },
        { productId: 'hyaluronic-dew-serum', quantity: 1 },
        { productId: 'lavender-hand-cream', quantity: 3 },
      ],
    },
    orders: [
      order(
        JANE.username,
        1,
        95,
        [
          { productId: 'rosehip-renewal-serum', quantity: 1 },
          { productId: 'ceramide-barrier-mist', quantity: 2 },
          { productId: 'oat-milk-cleansing-balm', quantity: 1 },
        ],
        'delivered',
      ),
      order(
        JANE.username,
        2,
        41,
        [
          { productId: 'sunset-eyeshadow-palette', quantity: 1 },
          { productId: 'berry-glaze-lip-oil', quantity: 2 },
        ],
        'delivered',
      ),
      order(JANE.username, 3, 12, [{ productId: 'glow-ritual-gift-set', quantity: 1 }], 'shipped'),
    ],
  },
  {
    username: OMID.username,
    openCart: {
      id: 'demo-omid-cart',
      updatedAt: daysBefore(2, 7),
      lines: [
        { productId: 'amber-dusk-eau-de-parfum', quantity: 1 },
        { productId: 'eucalyptus-shower-gel', quantity: 2 },
      ],
    },
    orders: [
      order(
        OMID.username,
        1,
        80,
        [
          { productId: 'fig-and-cedar-cologne', quantity: 1 },
          { productId: 'whipped-shea-body-butter', quantity: 1 },
        ],
        'delivered',
      ),
      order(
        OMID.username,
        2,
        20,
        [
          { productId: 'midnight-repair-cream', quantity: 1 },
          { productId: 'kaolin-clay-detox-mask', quantity: 1 },
          { productId: 'agave-nectar-lip-balm', quantity: 3 },
        ],
        'placed',
      ),
    ],
  },
];
