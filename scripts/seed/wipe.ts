import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { STOCK_SHARDS_COLLECTION } from '../../functions/src/rules/stock';
import { createBatchWriter } from './batch';

/** Every collection the shop keeps; a reset empties them all. */
export const SHOP_COLLECTIONS = [
  'users',
  'usernames',
  'categories',
  'products',
  'blogs',
  'carts',
  'cartLocks',
  'orders',
  'orderStats',
  'orderStatShards',
  'messages',
  'messageStats',
  'reviews',
] as const;

/** Subcollections of those collections (every collection of that name): reviews' "Helpful" votes, products' stock shards. */
export const SHOP_SUBCOLLECTIONS = ['votes', STOCK_SHARDS_COLLECTION] as const;

/** Deletes every document of the shop's collections; resolves with how many went. */
export const wipeCollections = async (db: Firestore): Promise<number> => {
  const writer = createBatchWriter(db);
  for (const name of SHOP_COLLECTIONS) {
    const snap = await db.collection(name).select().get();
    for (const doc of snap.docs) writer.delete(doc.ref);
  }
  for (const name of SHOP_SUBCOLLECTIONS) {
    const snap = await db.collectionGroup(name).select().get();
    for (const doc of snap.docs) writer.delete(doc.ref);
  }
  return writer.commit();
};

/** Deletes every Auth account; resolves with how many went. */
export const wipeAccounts = async (auth: Auth): Promise<number> => {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    uids.push(...page.users.map((u) => u.uid));
    pageToken = page.pageToken;
  } while (pageToken);
  for (let i = 0; i < uids.length; i += 1000) {
    const result = await auth.deleteUsers(uids.slice(i, i + 1000));
    if (result.failureCount) {
      const first = result.errors[0]?.error.message ?? 'unknown error';
      throw new Error(`Could not delete ${result.failureCount} Auth accounts: ${first}`);
    }
  }
  return uids.length;
};
