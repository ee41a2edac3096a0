// Whether the seed may write: when it finishes, the seed records a fingerprint of every document of the
// shop's data (seedRuns/last, written last of all); a document created, changed or deleted since then
// is a change customers or admins made. A plain seed over such data would reset stock, carts and figures
// under them, so it refuses (cli.ts). Fingerprints of the content, not Firestore's update times: an
// emulator export and import (every `npm start` restart) rewrites every document with a new update time.
import { createHash } from 'node:crypto';
import { DocumentReference, FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@shop/contract';

/** The seed's record of its last run: { finishedAt, fingerprints } (see recordSeeded). */
export const SEED_RECORD = `${COLLECTIONS.seedRuns}/last`;

/**
 * The shop's data, which customers (and admins) change through the API: the seed compares each
 * document's fingerprint with its record. Figures kept from that data (orderStats, messageStats) and
 * rate limits are left out: they change only with it, or are nobody's data.
 */
export const WATCHED_COLLECTIONS = [
  COLLECTIONS.users,
  COLLECTIONS.usernames,
  COLLECTIONS.carts,
  COLLECTIONS.cartLocks,
  COLLECTIONS.orders,
  COLLECTIONS.reviews,
  COLLECTIONS.messages,
  COLLECTIONS.loves,
  COLLECTIONS.products,
  COLLECTIONS.categories,
  COLLECTIONS.blogs,
] as const;
/** Subcollections watched wherever they are: reviews' "Helpful" votes, products' stock shards. */
export const WATCHED_GROUPS = [SUBCOLLECTIONS.votes, SUBCOLLECTIONS.stockShards] as const;

/** A value in a stable form: map keys sorted, timestamps as their exact time, references as their path. */
const canonical = (value: unknown): unknown => {
  if (value instanceof Timestamp) return { timestamp: `${value.seconds}.${value.nanoseconds}` };
  if (value instanceof DocumentReference) return { reference: value.path };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
};

/** 12 characters of a SHA-256 of a document's content. */
const fingerprintOf = (data: DocumentData): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(data)))
    .digest('base64url')
    .slice(0, 12);

/** Every watched document's fingerprint by path, with the name of the collection it counts under. */
const readFingerprints = async (db: Firestore): Promise<Map<string, { name: string; fingerprint: string }>> => {
  const queries = [
    ...WATCHED_COLLECTIONS.map((name) => [name, db.collection(name)] as const),
    ...WATCHED_GROUPS.map((name) => [name, db.collectionGroup(name)] as const),
  ];
  const snaps = await Promise.all(queries.map(async ([name, query]) => [name, await query.get()] as const));
  return new Map(
    snaps.flatMap(([name, snap]) =>
      snap.docs.map((doc) => [doc.ref.path, { name, fingerprint: fingerprintOf(doc.data()) }] as const),
    ),
  );
};

/**
 * Writes the record of a finished seed (call it after every other write of the seed): the time and a
 * fingerprint of each watched document, as one JSON string ({ path: fingerprint }, about 50 bytes a
 * document; never queried).
 */
export const recordSeeded = async (db: Firestore): Promise<void> => {
  const fingerprints = Object.fromEntries(
    [...(await readFingerprints(db))].map(([path, { fingerprint }]) => [path, fingerprint]),
  );
  await db
    .doc(SEED_RECORD)
    .set({ finishedAt: FieldValue.serverTimestamp(), fingerprints: JSON.stringify(fingerprints) });
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
  /** Documents created, changed or deleted since (every document when there is no record), by collection. */
  changed: Record<string, number>;
}

const recordedFingerprints = (raw: unknown): Map<string, string> => {
  try {
    const parsed: unknown = JSON.parse(typeof raw === 'string' ? raw : '{}');
    return new Map(Object.entries(parsed as Record<string, string>));
  } catch {
    return new Map();
  }
};

/** The collection a recorded path counts under: its first segment, or a watched group's name. */
const collectionOfPath = (path: string): string => {
  const segments = path.split('/');
  const group = segments.at(-2) ?? '';
  return (WATCHED_GROUPS as readonly string[]).includes(group) && segments.length > 2 ? group : (segments[0] ?? '');
};

/** What was created, changed or deleted since the last seed finished (reads every watched document once). */
export const findLiveChanges = async (db: Firestore): Promise<LiveChanges> => {
  const [record, now] = await Promise.all([db.doc(SEED_RECORD).get(), readFingerprints(db)]);
  const finishedAt: unknown = record.get('finishedAt');
  const recorded = recordedFingerprints(record.get('fingerprints'));
  const changed: Record<string, number> = {};
  const count = (name: string) => {
    changed[name] = (changed[name] ?? 0) + 1;
  };
  for (const [path, { name, fingerprint }] of now) if (recorded.get(path) !== fingerprint) count(name);
  for (const path of recorded.keys()) if (!now.has(path)) count(collectionOfPath(path));
  return { seededAt: record.exists && finishedAt instanceof Timestamp ? finishedAt.toDate() : null, changed };
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
    ? `documents were created, changed or deleted since the last seed finished (${seededAt.toISOString()}): ${listOf(changed)}`
    : `it holds data with no record of a seed: ${listOf(changed)}`;
  return (
    `Not seeding: ${what}. Seeding over them would reset stock, carts and figures under the customers ` +
    'and admins who changed them. To wipe everything and seed the demo data again, run `npm run seed -- --reset`.'
  );
};
