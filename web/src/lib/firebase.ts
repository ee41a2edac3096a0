import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
  signOut,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseConfig } from '@/config/env';
import { useAuthStatus } from '@/stores/auth-status';

// Loaded on demand (see features/auth/api/firebase-auth.ts): importing this module means the app now wants Firebase Auth.
useAuthStatus.getState().wantAuth();

export const firebaseApp = initializeApp(firebaseConfig);

/**
 * No popupRedirectResolver here: it would pull the popup code in with the SDK. Google sign-in passes
 * browserPopupRedirectResolver to signInWithPopup itself, from its lazily loaded module.
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});

if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });

/** The signed-in user's Firebase ID token (refreshed by the SDK when it nears expiry), or null. */
export const currentIdToken = async (): Promise<string | null> => {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
};

export const signOutOfFirebase = (): Promise<void> => signOut(auth);

export {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
