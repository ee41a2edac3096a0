import { ACCOUNT_DISABLED, WRONG_CREDENTIALS } from '@shop/contract';

export { ACCOUNT_DISABLED, WRONG_CREDENTIALS };
export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a few minutes and try again';
export const NETWORK_ERROR = 'Network Error: please check your connection and try again';
export const POPUP_BLOCKED = 'The browser blocked the Google window. Allow pop-ups for this site and try again';

/** The `code` of a Firebase error ("auth/wrong-password"), or null for anything else. */
export const firebaseErrorCode = (error: unknown): string | null =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;

const messages: Record<string, string | null> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-email': WRONG_CREDENTIALS,
  'auth/too-many-requests': TOO_MANY_REQUESTS,
  'auth/network-request-failed': NETWORK_ERROR,
  'auth/user-disabled': ACCOUNT_DISABLED,
  'auth/popup-blocked': POPUP_BLOCKED,
  // The visitor closed the Google window or opened another one: nothing went wrong.
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
};

/**
 * What the sign-in screen shows for a failed Firebase Auth call: a friendly text for the codes people
 * meet, `fallback` for the rest, and null when there is nothing to say (the visitor closed the popup).
 */
export const authErrorMessage = (error: unknown, fallback: string): string | null => {
  const code = firebaseErrorCode(error);
  if (code !== null && Object.hasOwn(messages, code)) return messages[code] ?? null;
  return fallback;
};
