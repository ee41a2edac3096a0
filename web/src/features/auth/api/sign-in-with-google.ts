import type { GoogleSignInBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { UserCredential } from 'firebase/auth';
import { apiClient } from '@/lib/api-client';
import { keepTokenIn, loadFirebase, signOutOfFirebase } from './firebase-auth';
import { useSessionStore } from '../stores/session';
import { authErrorMessage } from './auth-error-message';
import { succeeded, type AuthOutcome } from './auth-outcome';

export const GOOGLE_FALLBACK = 'Server Error';

/** The Google popup; its resolver (and the code behind it) loads only when someone asks for it. */
const openGooglePopup = async (): Promise<UserCredential> => {
  const [{ auth }, { GoogleAuthProvider, browserPopupRedirectResolver, signInWithPopup }] = await Promise.all([
    loadFirebase(),
    import('firebase/auth'),
  ]);
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
};

/** A 4xx answer explains itself; anything else (5xx, no answer) is a "Server Error". */
const serverMessage = ({ status, message }: { status: number; message: string }): string =>
  status >= 400 && status < 500 && message ? message : GOOGLE_FALLBACK;

/**
 * Google sign-in: the Auth SDK popup (kept in local storage), then POST /auth/google, which creates or
 * loads the shop profile from the verified token. A first sign-in sets the role claim, so the ID token is
 * refreshed before anything role-checked runs. If the shop refuses, the Firebase session is closed again.
 */
export const signInWithGoogle = async (): Promise<AuthOutcome> => {
  let credential: UserCredential;
  try {
    const sdk = await loadFirebase();
    keepTokenIn('local');
    await sdk.setPersistence(sdk.auth, sdk.browserLocalPersistence);
    credential = await openGooglePopup();
  } catch (error) {
    return { success: false, message: authErrorMessage(error, GOOGLE_FALLBACK) };
  }

  const result = await apiClient.post<GoogleSignInBody>(API_PATHS.google);
  if (!result.success || !result.body) {
    await signOutOfFirebase().catch(() => undefined);
    return { success: false, message: serverMessage(result) };
  }
  try {
    if (result.body.refreshToken) await credential.user.getIdToken(true);
  } catch (error) {
    await signOutOfFirebase().catch(() => undefined);
    return { success: false, message: authErrorMessage(error, GOOGLE_FALLBACK) };
  }
  useSessionStore.getState().setUser(result.body.user);
  return succeeded;
};
