// The orders part of npm run check:figures: each day's figures, summed over its shards, against a recount
// of the orders (tallyDays, the rules the order and status writes apply). Read-only: every order and
// every day shard.
import type { Firestore } from 'firebase-admin/firestore';
import {
  emptyDay,
  ORDER_STAT_SHARDS,
  sumDayShards,
  tallyDays,
  type StatsDelta,
} from '../../functions/src/rules/order-figures';
import { figuresOrderOf } from '../seed/order-stats';
import type { FigureDifference, FiguresCheck } from './check';

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The products a day sold, without the ones whose units and revenue came back to 0 (cancelled). */
const salesOf = ({ products }: StatsDelta): string[] =>
  Object.entries(products)
    .filter(([, sales]) => sales.units !== 0 || sales.revenueCents !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, sales]) => `${id} ${sales.units} units/${sales.revenueCents} cents`);

/** A day's figures in one line: orders, revenue in cents, each product's units and revenue. */
export const describeDay = (day: StatsDelta): string =>
  [`orders ${day.orders}`, `revenue ${day.revenueCents} cents`, ...salesOf(day)].join(', ');

/** Each day whose stored figures differ from its orders counted, oldest first. */
export const dayFigureDifferences = (
  stored: ReadonlyMap<string, StatsDelta>,
  counted: ReadonlyMap<string, StatsDelta>,
): FigureDifference[] =>
  [...new Set([...stored.keys(), ...counted.keys()])].sort().flatMap((day) => {
    const have = describeDay(stored.get(day) ?? emptyDay(day));
    const want = describeDay(counted.get(day) ?? emptyDay(day));
    return have === want ? [] : [{ path: `${ORDER_STAT_SHARDS} of ${day}`, title: day, stored: have, counted: want }];
  });

export const orderFiguresCheck: FiguresCheck = {
  name: 'order figures',
  run: async (db: Firestore) => {
    const [orders, shards] = await Promise.all([db.collection('orders').get(), db.collection(ORDER_STAT_SHARDS).get()]);
    const counted = tallyDays(orders.docs.map((doc) => figuresOrderOf(doc.id, doc.data())));
    const stored = sumDayShards(shards.docs.map((doc) => ({ day: doc.get('day') as unknown, data: doc.data() })));
    return {
      counted: `${plural(orders.size, 'order')}, ${plural(new Set([...stored.keys(), ...counted.keys()]).size, 'day')}`,
      differences: dayFigureDifferences(stored, counted),
    };
  },
};
