import { usernameToEmail, type GoogleSignInBody, type User } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { signInWithGoogle } from './support/google';
import { claimsOf, refreshIdToken } from './support/tokens';
import { createUser, signIn } from './support/users';

const newcomer = { username: 'Sara', password: 'Secret1', firstname: 'Sara', lastname: 'Stone' };

const authAccounts = async () => (await adminAuth.listUsers()).users;
const profileOf = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).data();

describe('POST /auth/register', () => {
  beforeEach(clearAll);

  it('creates a customer who can sign in: Auth account, role claim, profile and username reservation', async () => {
    const res = await call<User>('POST', '/auth/register', { body: { ...newcomer, role: 'user' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: 'Your account has been successfully created' });

    const account = await adminAuth.getUserByEmail(usernameToEmail('Sara'));
    expect(account.customClaims).toEqual({ role: 'user' });
    expect(account.displayName).toBe('Sara Stone');
    expect(res.json.body).toEqual({
      _id: account.uid,
      id: account.uid,
      username: 'Sara',
      firstname: 'Sara',
      lastname: 'Stone',
      role: 'user',
    });
    const profile = await profileOf(account.uid);
    expect(profile).toMatchObject({ username: 'Sara', firstname: 'Sara', lastname: 'Stone', role: 'user' });
    expect(profile?.provider).toBe('password');
    expect(profile?.createdAt.toDate()).toBeInstanceOf(Date);
    expect(profile?.updatedAt.toDate()).toBeInstanceOf(Date);
    expect((await adminDb.doc('usernames/sara').get()).data()).toEqual({ uid: account.uid });
    expect(claimsOf(await signIn('sara', 'Secret1')).role).toBe('user');
  });

  it('makes a "user" when no role is sent', async () => {
    const res = await call<User>('POST', '/auth/register', { body: newcomer });
    expect(res.status).toBe(201);
    expect(res.json.body?.role).toBe('user');
  });

  it('refuses a username that is taken in any letter case with 409 and creates nothing', async () => {
    await createUser('sara');
    const res = await call('POST', '/auth/register', { body: { ...newcomer, username: 'SARA' } });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: 'This Username has already exists!' });
    expect(await authAccounts()).toHaveLength(1);
  });

  it('refuses a username a Google account already holds', async () => {
    const google = await signInWithGoogle({ sub: 'g-sara', email: 'sara@gmail.com', name: 'Sara G' });
    expect((await call('POST', '/auth/google', { token: google.idToken })).status).toBe(200);
    const res = await call('POST', '/auth/register', { body: newcomer });
    expect(res.status).toBe(409);
    expect(await authAccounts()).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups for one username through (one 201, one 409)', async () => {
    const answers = await Promise.all([
      call('POST', '/auth/register', { body: { ...newcomer, username: 'twin' } }),
      call('POST', '/auth/register', { body: { ...newcomer, username: 'TWIN', password: 'Other12' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await authAccounts()).toHaveLength(1);
    expect((await adminDb.collection('users').get()).size).toBe(1);
    const [account] = await authAccounts();
    expect((await adminDb.doc('usernames/twin').get()).data()).toEqual({ uid: account?.uid });
  });

  it('refuses a visitor who asks for the admin role with 403 and creates nothing', async () => {
    const res = await call('POST', '/auth/register', { body: { ...newcomer, role: 'admin' } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ success: false, message: 'You do not have authorization!' });
    expect(await authAccounts()).toHaveLength(0);
  });

  it('refuses a customer who asks for the admin role with 403', async () => {
    const jane = await createUser('jane');
    const res = await call('POST', '/auth/register', { token: jane.token, body: { ...newcomer, role: 'admin' } });
    expect(res.status).toBe(403);
    expect(await authAccounts()).toHaveLength(1);
  });

  it('never creates a Main Admin, not even for the Main Admin', async () => {
    const boss = await createUser('boss', 'Main Admin');
    const asVisitor = await call('POST', '/auth/register', { body: { ...newcomer, role: 'Main Admin' } });
    const asBoss = await call('POST', '/auth/register', {
      token: boss.token,
      body: { ...newcomer, role: 'Main Admin' },
    });
    expect([asVisitor.status, asBoss.status]).toEqual([403, 403]);
    expect(await authAccounts()).toHaveLength(1);
  });

  it('lets the Main Admin register an admin', async () => {
    const boss = await createUser('boss', 'Main Admin');
    const res = await call<User>('POST', '/auth/register', { token: boss.token, body: { ...newcomer, role: 'admin' } });
    expect(res.status).toBe(201);
    expect(res.json.body?.role).toBe('admin');
    expect((await adminAuth.getUserByEmail(usernameToEmail('sara'))).customClaims).toEqual({ role: 'admin' });
  });

  it('ignores identity fields smuggled into the body', async () => {
    const res = await call<User>('POST', '/auth/register', {
      body: {
        ...newcomer,
        uid: 'chosen-uid',
        _id: 'chosen-uid',
        provider: 'google.com',
        customClaims: { role: 'admin' },
      },
    });
    expect(res.status).toBe(201);
    const account = await adminAuth.getUserByEmail(usernameToEmail('sara'));
    expect(account.uid).not.toBe('chosen-uid');
    expect(account.customClaims).toEqual({ role: 'user' });
    expect(await profileOf(account.uid)).toMatchObject({ provider: 'password', role: 'user' });
  });

  it('refuses invalid input with 422 and the form’s field messages', async () => {
    const res = await call('POST', '/auth/register', { body: { username: 'ab', password: '123' } });
    expect(res.status).toBe(422);
    expect(res.json.errors).toMatchObject({
      username: 'username must be 3 Characters at least',
      password: 'password must be 6 Characters at least',
      firstname: 'You must enter your firstname',
      lastname: 'You must enter your lastname',
    });
    expect(await authAccounts()).toHaveLength(0);
  });

  it('refuses usernames that cannot be a document id or an e-mail local part with 422', async () => {
    for (const username of ['__abc__', '.sara', 'sa..ra']) {
      const res = await call('POST', '/auth/register', { body: { ...newcomer, username } });
      expect(res.status).toBe(422);
    }
    expect(await authAccounts()).toHaveLength(0);
  });
});

describe('POST /auth/google', () => {
  beforeEach(clearAll);

  it('creates the profile on the first sign-in from the verified token and asks for a token refresh', async () => {
    const google = await signInWithGoogle({ sub: 'g-1', email: 'Mary.Ann+shop@gmail.com', name: 'Mary Ann Smith' });
    const res = await call<GoogleSignInBody>('POST', '/auth/google', { token: google.idToken });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      user: {
        _id: google.uid,
        id: google.uid,
        username: 'mary.annshop',
        firstname: 'Mary',
        lastname: 'Ann Smith',
        role: 'user',
      },
      refreshToken: true,
    });
    expect(await profileOf(google.uid)).toMatchObject({
      username: 'mary.annshop',
      provider: 'google.com',
      role: 'user',
    });
    expect((await adminDb.doc('usernames/mary.annshop').get()).data()).toEqual({ uid: google.uid });
    expect((await adminAuth.getUser(google.uid)).customClaims).toEqual({ role: 'user' });

    const refreshed = await refreshIdToken(google.refreshToken);
    expect(refreshed && claimsOf(refreshed).role).toBe('user');
  });

  it('loads the existing profile on later sign-ins without making another', async () => {
    const google = await signInWithGoogle({ sub: 'g-2', email: 'lee@gmail.com', name: 'Lee Park' });
    await call('POST', '/auth/google', { token: google.idToken });
    const again = await signInWithGoogle({ sub: 'g-2', email: 'lee@gmail.com', name: 'Lee Park' });
    const res = await call<GoogleSignInBody>('POST', '/auth/google', { token: again.idToken });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ user: { _id: google.uid, username: 'lee' }, refreshToken: false });
    expect((await adminDb.collection('users').get()).size).toBe(1);
  });

  it('appends digits when the e-mail’s username is taken', async () => {
    await createUser('jane');
    const google = await signInWithGoogle({ sub: 'g-3', email: 'jane@gmail.com', name: 'Jane Roe' });
    const res = await call<GoogleSignInBody>('POST', '/auth/google', { token: google.idToken });
    expect(res.json.body?.user.username).toBe('jane1');
  });

  it('falls back to the username for missing names', async () => {
    const google = await signInWithGoogle({ sub: 'g-4', email: 'nobody@gmail.com' });
    const res = await call<GoogleSignInBody>('POST', '/auth/google', { token: google.idToken });
    expect(res.json.body?.user).toMatchObject({ username: 'nobody', firstname: 'nobody', lastname: 'nobody' });
  });

  it('ignores the identity the client posts', async () => {
    const google = await signInWithGoogle({ sub: 'g-5', email: 'kim@gmail.com', name: 'Kim Lo' });
    const res = await call<GoogleSignInBody>('POST', '/auth/google', {
      token: google.idToken,
      body: { username: 'mainadmin', fullName: 'Main Admin', role: 'Main Admin', uid: 'someone' },
    });
    expect(res.json.body?.user).toMatchObject({ _id: google.uid, username: 'kim', firstname: 'Kim', role: 'user' });
    expect((await adminAuth.getUser(google.uid)).customClaims).toEqual({ role: 'user' });
  });

  it('refuses a caller who did not sign in with Google with 403', async () => {
    const jane = await createUser('jane');
    const res = await call('POST', '/auth/google', { token: jane.token });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('You do not have authorization!');
  });

  it('refuses a call without a token with 401', async () => {
    const res = await call('POST', '/auth/google', { body: { username: 'jane', fullName: 'Jane Doe' } });
    expect(res.status).toBe(401);
    expect(await authAccounts()).toHaveLength(0);
  });
});
