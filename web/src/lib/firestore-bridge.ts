import type { onSnapshot as OnSnapshot, queryEqual as QueryEqual } from 'firebase/firestore';

/**
 * What reactfire imports from 'firebase/firestore' (web/vite.config.ts points its import here). The
 * Firestore SDK is not in any first load: the module that opens Firestore binds the real functions
 * before any reactfire Firestore hook runs.
 */
interface FirestoreFunctions {
  onSnapshot: typeof OnSnapshot;
  queryEqual: typeof QueryEqual;
}

let bound: FirestoreFunctions | null = null;

export const bindFirestore = (functions: FirestoreFunctions): void => {
  bound = functions;
};

const sdk = (): FirestoreFunctions => {
  if (!bound) throw new Error('Firestore is not loaded yet: import lib/firestore before using its hooks.');
  return bound;
};

export const onSnapshot = ((...args: Parameters<typeof OnSnapshot>) =>
  (sdk().onSnapshot as (...all: unknown[]) => () => void)(...args)) as typeof OnSnapshot;

export const queryEqual: typeof QueryEqual = (left, right) => sdk().queryEqual(left, right);
