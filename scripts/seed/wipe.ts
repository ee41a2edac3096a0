import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '@shop/contract';
import { createBatchWriter } from './batch';

/**
 * Deletes every document of every collection the shop keeps (COLLECTIONS), and of their subcollections
 * wherever they are; resolves with how many went.
 */
export const wipeCollections = async (db: Firestore): Promise<number> => {
  const writer = createBatchWriter(db);
  for (const name of Object.values(COLLECTIONS)) {
    const snap = await db.collection(name).select().get();
    for (const doc of snap.docs) writer.delete(doc.ref);
  }
  for (const name of Object.values(SUBCOLLECTIONS)) {
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
