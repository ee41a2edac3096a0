import type { OrderStatus } from '@shop/contract';
import { JANE, OMID } from '../accounts';
import { after, before, utcDayStart } from './dates';
import { variantIdOf } from './variants';

export interface SeedLine {
  productId: string;
  /** The shade or size bought: every line of a product with variants names one. */
  variantId?: string;
  quantity: number;
}

/** A move of an order after it was placed (by the admin), and when it happened. */
export interface SeedMove {
  status: Exclude<OrderStatus, 'placed'>;
  at: Date;
}

export interface SeedOrder {
  /** orders/{id} */
  id: string;
  /** carts/{cartId}: the cart this order closed (status "ordered"). */
  cartId: string;
  lines: SeedLine[];
  createdAt: Date;
  /** The moves after "placed", oldest first; the last one is the order's status. */
  moves: SeedMove[];
}

export interface SeedShopping {
  username: string;
  openCart: { id: string; lines: SeedLine[]; updatedAt: Date };
  orders: SeedOrder[];
}

/** The demo customers' orders are shipped a day after they were placed and delivered three days after. */
const movesTo = (status: 'placed' | 'shipped' | 'delivered', createdAt: Date): SeedMove[] => {
  const shipped: SeedMove = { status: 'shipped', at: after(createdAt, 1) };
  if (status === 'placed') return [];
  return status === 'shipped' ? [shipped] : [shipped, { status: 'delivered', at: after(createdAt, 3) }];
};

/**
 * The demo customers' open carts and past orders (prices and totals come from the products), dated
 * back from the day the seed runs: each order's moves come before that day begins.
 */
export const demoShopping = (now: Date): SeedShopping[] => {
  const dayStart = utcDayStart(now);
  const order = (
    username: string,
    n: number,
    days: number,
    lines: SeedLine[],
    status: 'placed' | 'shipped' | 'delivered',
  ): SeedOrder => {
    const createdAt = before(dayStart, days, n * 3);
    return {
      id: `demo-${username}-order-${n}`,
      cartId: `demo-${username}-cart-${n}`,
      lines,
      createdAt,
      moves: movesTo(status, createdAt),
    };
  };
  const ago = (days: number, hours: number) => before(dayStart, days, hours);
  return [
    {
      username: JANE.username,
      openCart: {
        id: 'demo-jane-cart',
        updatedAt: ago(1, 4),
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
            {
              productId: 'berry-glaze-lip-oil',
              variantId: variantIdOf('berry-glaze-lip-oil', 'Black Cherry'),
              quantity: 2,
            },
          ],
          'delivered',
        ),
        order(JANE.username, 3, 2, [{ productId: 'glow-ritual-gift-set', quantity: 1 }], 'shipped'),
      ],
    },
    {
      username: OMID.username,
      openCart: {
        id: 'demo-omid-cart',
        updatedAt: ago(2, 7),
        lines: [
          {
            productId: 'amber-dusk-eau-de-parfum',
            variantId: variantIdOf('amber-dusk-eau-de-parfum', '50 ml'),
            quantity: 1,
          },
          { productId: 'eucalyptus-shower-gel', quantity: 2 },
        ],
      },
      orders: [
        order(
          OMID.username,
          1,
          80,
          [
            {
              productId: 'fig-and-cedar-cologne',
              variantId: variantIdOf('fig-and-cedar-cologne', '100 ml'),
              quantity: 1,
            },
            { productId: 'whipped-shea-body-butter', quantity: 1 },
          ],
          'delivered',
        ),
        order(
          OMID.username,
          2,
          1,
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
};
