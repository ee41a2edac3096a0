import { STORAGE_KEYS } from '@shop/contract';
import type * as FirebaseSdk from '@/lib/firebase';
import type { StorageArea } from '@/stores/storage';
import { readStorage, removeStorage, writeStorage } from '@/stores/storage';
import { useAuthStatus } from '@/stores/auth-status';
import { markSignedIn } from './session-cookie';

/**
 * The Firebase Auth SDK is not part of the first page load: a visitor who never signed in does not need
 * it. The `token` kept in storage (local with Remember me, session otherwise) tells
 * whether this browser may hold a session, and only then is the SDK loaded at startup. Sign-in screens
 * load it themselves.
 */
type FirebaseModule = typeof FirebaseSdk;

let sdk: Promise<FirebaseModule> | null = null;

export const loadFirebase = (): Promise<FirebaseModule> => {
  // The server renders the signed-out visitor and never starts Firebase.
  if (import.meta.env.SSR) return Promise.reject(new Error('Firebase Auth runs only in the browser.'));
  useAuthStatus.getState().wantAuth();
  sdk ??= import('@/lib/firebase');
  return sdk;
};

export const hasStoredSession = (): boolean =>
  Boolean(readStorage(STORAGE_KEYS.token, 'local') ?? readStorage(STORAGE_KEYS.token, 'session'));

let tokenArea: StorageArea | null = null;

/** Where the next sign-in keeps its token: local storage with Remember me, session storage without. */
export const keepTokenIn = (area: StorageArea): void => {
  tokenArea = area;
};

/** Stores the signed-in user's current ID token (or forgets it when nobody is signed in). */
export const storeToken = (token: string | null): void => {
  if (!token) {
    removeStorage(STORAGE_KEYS.token, 'local');
    removeStorage(STORAGE_KEYS.token, 'session');
    markSignedIn(false);
    return;
  }
  const area = tokenArea ?? (readStorage(STORAGE_KEYS.token, 'session') ? 'session' : 'local');
  writeStorage(STORAGE_KEYS.token, token, area);
  markSignedIn(true, area === 'local');
};

/** The signed-in user's fresh Firebase ID token, or null; never loads the SDK for a visitor. */
export const currentIdToken = async (): Promise<string | null> => {
  if (!sdk && !hasStoredSession()) return null;
  return (await loadFirebase()).currentIdToken();
};

export const signOutOfFirebase = async (): Promise<void> => {
  storeToken(null);
  if (sdk) await (await sdk).signOutOfFirebase();
};
