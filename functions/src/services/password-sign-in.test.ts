import { describe, expect, it, vi } from 'vitest';

vi.mock('../firebase', () => ({ auth: {}, db: {} }));

const { passwordSignInUrl } = await import('./password-sign-in');

describe('passwordSignInUrl', () => {
  it('signs in at Google with the project’s web API key', () => {
    expect(passwordSignInUrl({ FIREBASE_WEB_API_KEY: 'AIza-key' })).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza-key',
    );
  });

  it('signs in at the Auth emulator when one runs, with any key', () => {
    expect(passwordSignInUrl({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9119' })).toBe(
      'http://127.0.0.1:9119/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator',
    );
  });

  it('refuses to guess a key for Google when none is configured', () => {
    expect(() => passwordSignInUrl({})).toThrow(/FIREBASE_WEB_API_KEY/);
  });
});
