/**
 * loves/{userId}~{productId}: a product a customer loves, and when. Nothing else of the product is kept
 * here: the list reads each product as it is now.
 */
import { COLLECTIONS, LOVES_MAX, loveId } from '@shop/contract';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { isLostRace } from '../rules/contention';
import { iso, str } from './convert';
import { toLoveDocument } from './love-document';
import { retryWithin } from './transactions';

/** A love as stored: the product and when it was loved (ISO). */
export interface LoveRecord {
  productId: string;
  lovedAt: string;
}

/** Two taps of one heart racing each other settle in a few retries; nothing is written past this. */
const LOVE_RACE_BUDGET_MS = 5_000;
const LOVES_BUSY = 'Your Loves are busy with other changes, please try again';

const lovesRaw = () => db.collection(COLLECTIONS.loves);
const loveRef = (userId: string, productId: string) => lovesRaw().doc(loveId(userId, productId));
const lovesOf = (userId: string) => lovesRaw().where('userId', '==', userId);

const toLoveRecord = (data: DocumentData): LoveRecord => ({
  productId: str(data, 'productId'),
  lovedAt: iso(data, 'lovedAt'),
});

export const findLove = async (userId: string, productId: string): Promise<LoveRecord | null> => {
  const data = (await loveRef(userId, productId).get()).data();
  return data ? toLoveRecord(data) : null;
};

/** The customer's loves, newest first (at most LOVES_MAX, the most a customer can have). */
export const listLoveRecords = async (userId: string): Promise<LoveRecord[]> => {
  const snap = await lovesOf(userId).limit(LOVES_MAX).get();
  return snap.docs.map((doc) => toLoveRecord(doc.data())).sort((a, b) => b.lovedAt.localeCompare(a.lovedAt));
};

export const countLoves = async (userId: string): Promise<number> => (await lovesOf(userId).count().get()).data().count;

/**
 * Loves a product once: a love already there is answered as it is and nothing is written (a second
 * tap, or two at once: the one that loses the create reads the winner's). `checkRoom` runs before a
 * new love is written and throws to refuse it.
 */
export const addLove = (userId: string, productId: string, checkRoom: () => Promise<void>): Promise<LoveRecord> =>
  retryWithin(
    async () => {
      const existing = await findLove(userId, productId);
      if (existing) return existing;
      await checkRoom();
      const lovedAt = Timestamp.now();
      await loveRef(userId, productId).create(toLoveDocument(userId, productId, lovedAt));
      return { productId, lovedAt: lovedAt.toDate().toISOString() };
    },
    { retries: isLostRace, budgetMs: LOVE_RACE_BUDGET_MS, busy: LOVES_BUSY },
  );

/** Removes a love; answers whether there was one (none: nothing is written). */
export const removeLove = async (userId: string, productId: string): Promise<boolean> => {
  const ref = loveRef(userId, productId);
  if (!(await ref.get()).exists) return false;
  await ref.delete();
  return true;
};

/** Deletes every love of an account (its removal): at most LOVES_MAX, in one batch. */
export const deleteLovesOf = async (userId: string): Promise<void> => {
  const snap = await lovesOf(userId).limit(LOVES_MAX).get();
  if (snap.empty) return;
  const batch = db.batch();
  for (const doc of snap.docs) batch.delete(doc.ref);
  await batch.commit();
};
