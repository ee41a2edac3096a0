import {
  ANALYSIS_SKIN_TYPES,
  COLLECTIONS,
  CONCERNS,
  FREE_FROM,
  ROUTINE_SIZES,
  SENSITIVITIES,
  completeSkinAnswers,
  type SkinAnswers,
} from '@shop/contract';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { notFound } from '../http/errors';

/** A customer's saved skin analysis answers live on their own profile: users/{uid}.skinProfile. */
const profileRef = (uid: string) => db.collection(COLLECTIONS.users).doc(uid);

export const ACCOUNT_NOT_FOUND = 'Your account could not be found';

const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
const someOf = <T extends string>(allowed: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? allowed.filter((choice) => (value as unknown[]).includes(choice)) : [];

/** The stored profile, checked field by field (null when none is saved or it no longer reads). */
export const toSkinProfile = (data: DocumentData | undefined): SkinAnswers | null => {
  if (typeof data !== 'object' || data === null) return null;
  const maxPrice = typeof data.maxPrice === 'number' && data.maxPrice > 0 ? data.maxPrice : null;
  return completeSkinAnswers({
    skinType: oneOf(ANALYSIS_SKIN_TYPES, data.skinType),
    concerns: someOf(CONCERNS, data.concerns),
    sensitivity: oneOf(SENSITIVITIES, data.sensitivity),
    avoid: someOf(FREE_FROM, data.avoid),
    routine: oneOf(ROUTINE_SIZES, data.routine),
    maxPrice,
  });
};

export const findSkinProfile = async (uid: string): Promise<SkinAnswers | null> => {
  const snap = await profileRef(uid).get();
  if (!snap.exists) throw notFound(ACCOUNT_NOT_FOUND);
  return toSkinProfile(snap.get('skinProfile') as DocumentData | undefined);
};

/** Saves the profile on the customer's own user document; an account without one gets 404. */
export const saveSkinProfile = async (uid: string, profile: SkinAnswers): Promise<SkinAnswers> => {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(uid));
    if (!snap.exists) throw notFound(ACCOUNT_NOT_FOUND);
    tx.update(profileRef(uid), { skinProfile: profile, updatedAt: FieldValue.serverTimestamp() });
  });
  return profile;
};
