import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  firebaseErrorCode,
  NETWORK_ERROR,
  POPUP_BLOCKED,
  TOO_MANY_REQUESTS,
  WRONG_CREDENTIALS,
} from '../auth-error-message';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('firebaseErrorCode', () => {
  it('reads the code of a Firebase error', () => {
    expect(firebaseErrorCode(firebaseError('auth/wrong-password'))).toBe('auth/wrong-password');
  });

  it('gives null for errors without a string code', () => {
    expect(firebaseErrorCode(new Error('boom'))).toBeNull();
    expect(firebaseErrorCode({ code: 42 })).toBeNull();
    expect(firebaseErrorCode('auth/wrong-password')).toBeNull();
    expect(firebaseErrorCode(null)).toBeNull();
  });
});

describe('authErrorMessage', () => {
  it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password', 'auth/invalid-login-credentials'])(
    'says the username or password is incorrect for %s',
    (code) => {
      expect(authErrorMessage(firebaseError(code), 'Server Error')).toBe(WRONG_CREDENTIALS);
    },
  );

  it('asks to wait after too many attempts', () => {
    expect(authErrorMessage(firebaseError('auth/too-many-requests'), 'Server Error')).toBe(TOO_MANY_REQUESTS);
  });

  it('names a network failure', () => {
    expect(authErrorMessage(firebaseError('auth/network-request-failed'), 'Server Error')).toBe(NETWORK_ERROR);
  });

  it('explains a blocked popup', () => {
    expect(authErrorMessage(firebaseError('auth/popup-blocked'), 'Server Error')).toBe(POPUP_BLOCKED);
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('says nothing for %s', (code) => {
    expect(authErrorMessage(firebaseError(code), 'Server Error')).toBeNull();
  });

  it('falls back for unknown codes and for errors that are not Firebase errors', () => {
    expect(authErrorMessage(firebaseError('auth/internal-error'), 'Server Error')).toBe('Server Error');
    expect(authErrorMessage(new TypeError('x is undefined'), 'Server Error')).toBe('Server Error');
  });

  it('does not treat inherited object keys as codes', () => {
    expect(authErrorMessage(firebaseError('toString'), 'Server Error')).toBe('Server Error');
  });
});
