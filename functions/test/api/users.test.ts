import { API_PATHS, usernameToEmail, type User, type UsersListBody } from '@shop/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { signInWithGoogle } from './support/google';
import { claimsOf, signInWithPassword } from './support/tokens';
import { createUser, signIn, type TestUser } from './support/users';

const profileOf = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).data();
const claimOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims?.role;
/** Revocation works in whole seconds: let a second pass so tokens issued before it count as old. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

let boss: TestUser;
let jane: TestUser;

beforeEach(async () => {
  await clearAll();
  [boss, jane] = await Promise.all([createUser('boss', 'Main Admin'), createUser('jane')]);
});

describe('GET /api/users', () => {
  it('gives the Main Admin a page of users, newest first, with the total', async () => {
    for (const name of ['u1', 'u2', 'u3', 'u4', 'u5']) await createUser(name);
    const res = await call<UsersListBody>('GET', API_PATHS.users, { token: boss.token });
    expect(res.status).toBe(200);
    expect(res.json.body?.totalUsers).toEqual({ all: 7 });
    expect(res.json.body?.users.map((u) => u.username)).toEqual(['u5', 'u4', 'u3', 'u2', 'u1']);
    expect(res.json.body?.users[0]).toMatchObject({ firstname: 'u5-first', lastname: 'u5-last', role: 'user' });

    const page2 = await call<UsersListBody>('GET', `${API_PATHS.users}?page=2&limit=5`, { token: boss.token });
    expect(page2.json.body?.users.map((u) => u.username).sort()).toEqual(['boss', 'jane']);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses bad paging with 400', async () => {
    expect((await call('GET', `${API_PATHS.users}?page=0`, { token: boss.token })).status).toBe(400);
    expect((await call('GET', `${API_PATHS.users}?limit=abc`, { token: boss.token })).status).toBe(400);
  });

  it('refuses customers and admins with 403 and visitors with 401', async () => {
    const ada = await createUser('ada', 'admin');
    expect((await call('GET', API_PATHS.users, { token: jane.token })).status).toBe(403);
    expect((await call('GET', API_PATHS.users, { token: ada.token })).status).toBe(403);
    expect((await call('GET', API_PATHS.users)).status).toBe(401);
  });

  it('does not trust a role forged into the customer’s own profile', async () => {
    await adminDb.doc(`users/${jane.uid}`).update({ role: 'Main Admin' });
    const res = await call('GET', API_PATHS.users, { token: jane.token });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/users/{id}', () => {
  it('gives the Main Admin any user, with the role from the claim', async () => {
    await adminDb.doc(`users/${jane.uid}`).update({ role: 'admin' });
    const res = await call<User>('GET', API_PATHS.user(jane.uid), { token: boss.token });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      _id: jane.uid,
      id: jane.uid,
      username: 'jane',
      firstname: 'jane-first',
      lastname: 'jane-last',
      role: 'user',
    });
  });

  it('gives a user their own profile and refuses anyone else’s with 403', async () => {
    const omid = await createUser('omid');
    expect((await call<User>('GET', API_PATHS.user(jane.uid), { token: jane.token })).json.body?.username).toBe('jane');
    expect((await call('GET', API_PATHS.user(jane.uid), { token: omid.token })).status).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('GET', API_PATHS.user('nobody'), { token: boss.token })).status).toBe(404);
  });
});

describe('POST /api/users', () => {
  const form = { username: 'ada', password: 'Secret1', firstname: 'Ada', lastname: 'Byron', role: 'admin' };

  it('lets the Main Admin create an admin who can sign in with that role', async () => {
    const res = await call<User>('POST', API_PATHS.users, { token: boss.token, body: form });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('New User Created successfully');
    expect(res.json.body).toMatchObject({ username: 'ada', firstname: 'Ada', lastname: 'Byron', role: 'admin' });
    const uid = res.json.body?._id ?? '';
    expect(await claimOf(uid)).toBe('admin');
    expect(await profileOf(uid)).toMatchObject({ role: 'admin', provider: 'password' });
    expect(claimsOf(await signIn('ada', 'Secret1')).role).toBe('admin');
  });

  it('refuses a taken username with 409 "This Username has already exists!"', async () => {
    const res = await call('POST', API_PATHS.users, { token: boss.token, body: { ...form, username: 'Jane' } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This Username has already exists!');
  });

  it('refuses to create a Main Admin with 422', async () => {
    const res = await call('POST', API_PATHS.users, { token: boss.token, body: { ...form, role: 'Main Admin' } });
    expect(res.status).toBe(422);
    expect(res.json.errors?.role).toBe('Select the role');
  });

  it('refuses customers and admins with 403 "You do not have authorization!"', async () => {
    const ada = await createUser('adam', 'admin');
    for (const token of [jane.token, ada.token]) {
      const res = await call('POST', API_PATHS.users, { token, body: { ...form, username: 'eve' } });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('You do not have authorization!');
    }
    await expect(adminAuth.getUserByEmail(usernameToEmail('eve'))).rejects.toThrow();
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets the Main Admin change a user’s names, password and role (claim and profile)', async () => {
    const res = await call<User>('PUT', API_PATHS.user(jane.uid), {
      token: boss.token,
      body: { firstname: 'Janet', lastname: 'Doe', password: 'NewPass1', role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The user updated successfully');
    expect(res.json.body).toMatchObject({ username: 'jane', firstname: 'Janet', lastname: 'Doe', role: 'admin' });
    expect(await claimOf(jane.uid)).toBe('admin');
    expect(await profileOf(jane.uid)).toMatchObject({ firstname: 'Janet', lastname: 'Doe', role: 'admin' });
    expect(claimsOf(await signIn('jane', 'NewPass1')).role).toBe('admin');
  });

  it('ends the sessions of a demoted admin: old tokens and refresh tokens stop working', async () => {
    const ada = await createUser('ada', 'admin');
    const session = await signInWithPassword('ada', ada.password);
    await nextSecond();
    const res = await call('PUT', API_PATHS.user(ada.uid), {
      token: boss.token,
      body: { firstname: 'Ada', lastname: 'Byron', role: 'user' },
    });
    expect(res.status).toBe(200);
    expect(await claimOf(ada.uid)).toBe('user');
    expect((await call('GET', API_PATHS.ordersOfUser(jane.uid), { token: session.idToken })).status).toBe(401);
    // Refresh tokens issued before this time are refused by Firebase Auth (the emulator does not check it).
    const validAfter = Date.parse((await adminAuth.getUser(ada.uid)).tokensValidAfterTime ?? '');
    expect(validAfter).toBeGreaterThan(Number(claimsOf(session.idToken).auth_time) * 1000);
    expect(claimsOf(await signIn('ada', ada.password)).role).toBe('user');
  });

  it('lets a customer change their own names and password, and ignores a role they send', async () => {
    const res = await call<User>('PUT', API_PATHS.user(jane.uid), {
      token: jane.token,
      body: {
        firstname: 'Janet',
        lastname: 'Doe',
        password: 'NewPass1',
        confirmPassword: 'NewPass1',
        role: 'Main Admin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ firstname: 'Janet', lastname: 'Doe', role: 'user' });
    expect(await claimOf(jane.uid)).toBe('user');
    expect(await profileOf(jane.uid)).toMatchObject({ firstname: 'Janet', role: 'user' });
    expect(claimsOf(await signIn('jane', 'NewPass1')).role).toBe('user');
  });

  it('refuses a customer editing another user with 403 and changes nothing', async () => {
    const omid = await createUser('omid');
    const res = await call('PUT', API_PATHS.user(omid.uid), {
      token: jane.token,
      body: { firstname: 'Hacked', lastname: 'Hacked', role: 'admin' },
    });
    expect(res.status).toBe(403);
    expect((await profileOf(omid.uid))?.firstname).toBe('omid-first');
  });

  it('refuses an admin (not Main Admin) editing another user with 403', async () => {
    const ada = await createUser('ada', 'admin');
    const res = await call('PUT', API_PATHS.user(jane.uid), {
      token: ada.token,
      body: { firstname: 'Janet', lastname: 'Doe', role: 'admin' },
    });
    expect(res.status).toBe(403);
    expect(await claimOf(jane.uid)).toBe('user');
  });

  it('refuses to edit another Main Admin with 403', async () => {
    const other = await createUser('chief', 'Main Admin');
    const res = await call('PUT', API_PATHS.user(other.uid), {
      token: boss.token,
      body: { firstname: 'Chief', lastname: 'Demoted', role: 'user' },
    });
    expect(res.status).toBe(403);
    expect(await claimOf(other.uid)).toBe('Main Admin');
  });

  it('lets the Main Admin change their own names but never their role', async () => {
    const res = await call<User>('PUT', API_PATHS.user(boss.uid), {
      token: boss.token,
      body: { firstname: 'Big', lastname: 'Boss', role: 'user' },
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ firstname: 'Big', role: 'Main Admin' });
    expect(await claimOf(boss.uid)).toBe('Main Admin');
    expect((await profileOf(boss.uid))?.role).toBe('Main Admin');
  });

  it('refuses invalid input with 422 and the form’s messages', async () => {
    const own = await call('PUT', API_PATHS.user(jane.uid), { token: jane.token, body: { password: '123' } });
    expect(own.status).toBe(422);
    expect(own.json.errors).toMatchObject({
      firstname: 'You must enter your firstname',
      lastname: 'You must enter your lastname',
      password: 'password must be 6 to 10 Characters',
    });
    const admin = await call('PUT', API_PATHS.user(jane.uid), {
      token: boss.token,
      body: { firstname: 'Janet', lastname: 'Doe', role: 'Main Admin' },
    });
    expect(admin.status).toBe(422);
    expect(await claimOf(jane.uid)).toBe('user');
  });

  it('refuses a password for an account that signs in with Google with 422', async () => {
    const google = await signInWithGoogle({ sub: 'g-1', email: 'gia@gmail.com', name: 'Gia Lee' });
    await call('POST', API_PATHS.google, { token: google.idToken });
    const res = await call('PUT', API_PATHS.user(google.uid), {
      token: google.idToken,
      body: { firstname: 'Gia', lastname: 'Lee', password: 'Secret1' },
    });
    expect(res.status).toBe(422);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('PUT', API_PATHS.user('nobody'), {
      token: boss.token,
      body: { firstname: 'Janet', lastname: 'Doe', role: 'user' },
    });
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('lets the Main Admin delete a user: Auth account, profile and username', async () => {
    const res = await call('DELETE', API_PATHS.user(jane.uid), { token: boss.token });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    await expect(adminAuth.getUser(jane.uid)).rejects.toThrow();
    expect((await adminDb.doc(`users/${jane.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc('usernames/jane').get()).exists).toBe(false);
    const again = await call('POST', API_PATHS.register, {
      body: { username: 'jane', password: 'Secret1', firstname: 'Jane', lastname: 'Again' },
    });
    expect(again.status).toBe(201);
  });

  it('refuses to delete a Main Admin, the caller included, with 403', async () => {
    const other = await createUser('chief', 'Main Admin');
    for (const uid of [other.uid, boss.uid]) {
      const res = await call('DELETE', API_PATHS.user(uid), { token: boss.token });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('You do not have authorization!');
      expect((await adminAuth.getUser(uid)).uid).toBe(uid);
    }
  });

  it('refuses customers and admins with 403', async () => {
    const ada = await createUser('ada', 'admin');
    const omid = await createUser('omid');
    for (const token of [jane.token, ada.token]) {
      expect((await call('DELETE', API_PATHS.user(omid.uid), { token })).status).toBe(403);
    }
    expect((await profileOf(omid.uid))?.username).toBe('omid');
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('DELETE', API_PATHS.user('nobody'), { token: boss.token })).status).toBe(404);
  });
});
