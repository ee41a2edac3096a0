// Whether the seed may write: the seed records when it finished (seedRuns/last, written last of all), and
// a document of the shop's data created or updated after that record (Firestore's own update time of
// each document, so no field has to be stamped by every write) is a change customers or admins made. A
// plain seed over such data would reset stock, carts and figures under them, so it refuses (cli.ts).
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';

/** The seed's record of its last run: { finishedAt }; its update time is the server's clock when it finished. */
export const SEED_RECORD = 'seedRuns/last';

/**
 * The shop's data, which customers (and admins) change through the API: the seed compares each
 * document's update time with its record. Figures kept from that data (orderStats, messageStats) and
 * rate limits are left out: they change only with it, or are nobody's data.
 */
export const WATCHED_COLLECTIONS = [
  'users',
  'usernames',
  'carts',
  'cartLocks',
  'orders',
  'reviews',
  'messages',
  'products',
  'categories',
  'blogs',
] as const;
/** Subcollections watched wherever they are: reviews' "Helpful" votes. */
export const WATCHED_GROUPS = ['votes'] as const;

/** Writes the record of a finished seed (call it after every other write of the seed). */
export const recordSeeded = async (db: Firestore): Promise<void> => {
  await db.doc(SEED_RECORD).set({ finishedAt: FieldValue.serverTimestamp() });
};

/** True when none of the watched collections holds a document (a fresh stack: seed without asking). */
export const isEmptyShop = async (db: Firestore): Promise<boolean> => {
  const found = await Promise.all(
    WATCHED_COLLECTIONS.map(async (name) => !(await db.collection(name).limit(1).select().get()).empty),
  );
  return !found.some(Boolean);
};

export interface LiveChanges {
  /** When the last seed finished; null when the data holds no record of a seed. */
  seededAt: Date | null;
  /** Documents created or updated after it (every document when there is no record), by collection. */
  changed: Record<string, number>;
}

/**
 * What was created or changed since the last seed finished. Reads every watched document's update
 * time (select() with no fields: metadata only), once per seed run.
 */
export const findLiveChanges = async (db: Firestore): Promise<LiveChanges> => {
  const record = await db.doc(SEED_RECORD).get();
  const since: Timestamp | undefined = record.updateTime;
  const queries = [
    ...WATCHED_COLLECTIONS.map((name) => [name, db.collection(name)] as const),
    ...WATCHED_GROUPS.map((name) => [name, db.collectionGroup(name)] as const),
  ];
  const counted = await Promise.all(
    queries.map(async ([name, query]) => {
      const snap = await query.select().get();
      const later = snap.docs.filter((doc) => !since || doc.updateTime.valueOf() > since.valueOf());
      return [name, later.length] as const;
    }),
  );
  return {
    seededAt: since ? since.toDate() : null,
    changed: Object.fromEntries(counted.filter(([, count]) => count > 0)),
  };
};

/** "3 carts, 1 order" (the collections' own names, a count each). */
const listOf = (changed: Record<string, number>): string =>
  Object.entries(changed)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');

/** What the seed says when it refuses to write over changed data; null when it may write. */
export const refusalOf = ({ seededAt, changed }: LiveChanges): string | null => {
  if (!Object.keys(changed).length) return null;
  const what = seededAt
    ? `documents were created or changed since the last seed finished (${seededAt.toISOString()}): ${listOf(changed)}`
    : `it holds data with no record of a seed: ${listOf(changed)}`;
  return (
    `Not seeding: ${what}. Seeding over them would reset stock, carts and figures under the customers ` +
    'and admins who changed them. To wipe everything and seed the demo data again, run `npm run seed -- --reset`.'
  );
};
