import { usernameToEmail } from '@shop/contract';
import { testEnv } from './env';
import type { SignedIn } from './google';

/** Signs a username in and keeps the refresh token too (for session and revocation tests). */
export const signInWithPassword = async (username: string, password: string): Promise<SignedIn> => {
  const url = `http://${testEnv.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: usernameToEmail(username), password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string; error?: unknown };
  if (!json.idToken || !json.localId || !json.refreshToken)
    throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(json.error ?? res.status)}`);
  return { uid: json.localId, idToken: json.idToken, refreshToken: json.refreshToken };
};

/** Exchanges a refresh token for a new ID token, as getIdToken(true) does; null when Auth refuses. */
export const refreshIdToken = async (refreshToken: string): Promise<string | null> => {
  const url = `http://${testEnv.authHost}/securetoken.googleapis.com/v1/token?key=demo-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const json = (await res.json()) as { id_token?: string };
  return res.ok && json.id_token ? json.id_token : null;
};

/** The claims of an ID token (no verification: for assertions only). */
export const claimsOf = (idToken: string): Record<string, unknown> => {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};
