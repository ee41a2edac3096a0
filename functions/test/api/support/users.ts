import { usernameToEmail, type Role } from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from './admin';
import { testEnv } from './env';

export interface TestUser {
  uid: string;
  username: string;
  password: string;
  role: Role;
  token: string;
}

/** Signs in through the Auth emulator's REST API and returns a fresh ID token. */
export const signIn = async (username: string, password: string): Promise<string> => {
  const url = `http://${testEnv.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: usernameToEmail(username), password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`Sign-in of ${username} failed: ${json.error?.message ?? res.status}`);
  return json.idToken;
};

/** Creates an account with its profile and role claim, as the seed does, and signs it in. */
export const createUser = async (username: string, role: Role = 'user', password = 'Secret123'): Promise<TestUser> => {
  const record = await adminAuth.createUser({ email: usernameToEmail(username), password, displayName: username });
  await adminAuth.setCustomUserClaims(record.uid, { role });
  const now = FieldValue.serverTimestamp();
  await adminDb.doc(`users/${record.uid}`).set({
    username,
    firstname: `${username}-first`,
    lastname: `${username}-last`,
    role,
    provider: 'password',
    createdAt: now,
    updatedAt: now,
  });
  await adminDb.doc(`usernames/${username.toLowerCase()}`).set({ uid: record.uid });
  return { uid: record.uid, username, password, role, token: await signIn(username, password) };
};
