import type { LoginInput } from '@shop/contract';
import { usernameToEmail } from '@shop/contract';
import { keepTokenIn, loadFirebase } from './firebase-auth';
import { authErrorMessage } from './auth-error-message';
import { succeeded, type AuthOutcome } from './auth-outcome';

export const SIGN_IN_FAILED = 'We could not sign you in, please try again';

/**
 * Signs in to Firebase Auth with the account of a username. "Remember me" keeps the session in local
 * storage (it survives closing the browser), otherwise in session storage (this tab only).
 */
export const signInWithUsername = async ({ username, password, rememberMe }: LoginInput): Promise<AuthOutcome> => {
  try {
    const sdk = await loadFirebase();
    keepTokenIn(rememberMe ? 'local' : 'session');
    await sdk.setPersistence(sdk.auth, rememberMe ? sdk.browserLocalPersistence : sdk.browserSessionPersistence);
    await sdk.signInWithEmailAndPassword(sdk.auth, usernameToEmail(username), password);
    return succeeded;
  } catch (error) {
    return { success: false, message: authErrorMessage(error, SIGN_IN_FAILED) };
  }
};
