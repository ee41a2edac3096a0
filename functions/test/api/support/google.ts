import { testEnv } from './env';

export interface GoogleIdentity {
  /** The Google account id (the id token's sub). */
  sub: string;
  email: string;
  name?: string;
}

export interface SignedIn {
  uid: string;
  idToken: string;
  refreshToken: string;
}

/**
 * Signs in "with Google" through the Auth emulator, as the popup does: the emulator accepts an
 * unsigned id_token given as strict JSON claims (postBody providerId=google.com&id_token=...).
 */
export const signInWithGoogle = async ({ sub, email, name }: GoogleIdentity): Promise<SignedIn> => {
  const claims = { sub, email, email_verified: true, ...(name ? { name } : {}) };
  const url = `http://${testEnv.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `providerId=google.com&id_token=${encodeURIComponent(JSON.stringify(claims))}`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    }),
  });
  const json = (await res.json()) as { localId?: string; idToken?: string; refreshToken?: string; error?: unknown };
  if (!json.idToken || !json.localId || !json.refreshToken)
    throw new Error(`Google sign-in of ${email} failed: ${JSON.stringify(json.error ?? res.status)}`);
  return { uid: json.localId, idToken: json.idToken, refreshToken: json.refreshToken };
};
