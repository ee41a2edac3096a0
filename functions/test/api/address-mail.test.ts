import {
  API_PATHS,
  CONFIRM_EMAIL_PAGE,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_INVALID,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_STALE,
  type MailAddressBody,
  type OwnProfile,
  type User,
  type UsersListBody,
} from '@shop/contract';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { signInWithGoogle } from './support/google';
import { everyMailSent, inboxOf, linkTo, mailCount } from './support/mail-box';
import { createUser, signIn, type TestUser } from './support/users';

let boss: TestUser;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
});
// The next test clears the outbox: let the sender finish with this test's messages first.
afterEach(async () => {
  await everyMailSent();
});

beforeEach(async () => {
  await clearAll();
  catcher.clear();
  boss = await createUser('boss', 'Main Admin');
});

const register = (username: string, email?: string) =>
  call<User>('POST', API_PATHS.register, {
    body: {
      firstname: 'Mia',
      lastname: 'Moreno',
      username,
      password: 'Secret123',
      ...(email === undefined ? {} : { email }),
    },
  });

const ownProfile = async (uid: string, token: string) =>
  (await call<OwnProfile>('GET', API_PATHS.user(uid), { token })).json.body;

const CONFIRMATION_SUBJECT = 'Confirm your e-mail address for Aurelle Beauty';

/** The link of the one confirmation mail that reached an address, written out in its text too. */
const confirmationLinkOf = async (address: string): Promise<string> => {
  const mails = (await inboxOf(catcher, address)).filter((mail) => mail.subject === CONFIRMATION_SUBJECT);
  expect(mails).toHaveLength(1);
  const link = linkTo(mails[0], testEnv.shopUrl, `${CONFIRM_EMAIL_PAGE}?token=`);
  expect(link).not.toBeNull();
  expect(mails[0]?.text).toContain(link);
  return link ?? '';
};

const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

const confirm = (token: unknown) => call<MailAddressBody>('POST', API_PATHS.confirmEmail, { body: { token } });

describe('an address given at sign-up', () => {
  it('gets exactly one confirmation mail whose link confirms it; the profile then says confirmed', async () => {
    const created = await register('mia', '  Mia.Moreno@Example.COM ');
    expect(created.status).toBe(201);
    const uid = created.json.body?._id ?? '';
    const token = await signIn('mia', 'Secret123');
    expect(await ownProfile(uid, token)).toMatchObject({ email: 'mia.moreno@example.com', emailConfirmed: false });

    const mails = await inboxOf(catcher, 'mia.moreno@example.com');
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: ['mia.moreno@example.com'], subject: CONFIRMATION_SUBJECT },
    ]);
    expect(mails[0]?.text).toContain('Hello Mia');
    expect(mails[0]?.text).toContain('Confirm my address');
    expect(mails[0]?.text).toContain('The link works for 7 days');
    const link = await confirmationLinkOf('mia.moreno@example.com');

    const confirmed = await confirm(tokenOf(link));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      success: true,
      message: EMAIL_CONFIRMED_MESSAGE,
      body: { email: 'mia.moreno@example.com', emailConfirmed: true },
    });
    expect(await ownProfile(uid, token)).toMatchObject({ email: 'mia.moreno@example.com', emailConfirmed: true });
    // The same link again still answers confirmed and sends nothing more.
    expect((await confirm(tokenOf(link))).status).toBe(200);
    expect(await mailCount()).toBe(1);
    expect(catcher.received).toHaveLength(1);
  });

  it('without an address (or an empty one) stores none and sends nothing', async () => {
    const none = await register('noaddr');
    const empty = await register('emptyaddr', '  ');
    expect([none.status, empty.status]).toEqual([201, 201]);
    const profile = await ownProfile(none.json.body?._id ?? '', await signIn('noaddr', 'Secret123'));
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('emailConfirmed');
    expect(await mailCount()).toBe(0);
    expect(catcher.received).toHaveLength(0);
  });

  it('refuses a bad address with 422 and a field message, creating no account and sending nothing', async () => {
    for (const email of ['not-an-address', 'someone@users.invalid', `${'a'.repeat(250)}@example.com`, 42]) {
      const res = await register('badaddr', email as string);
      expect(res.status).toBe(422);
      expect(res.json.success).toBe(false);
      expect(res.json.errors).toHaveProperty('email');
    }
    expect((await register('badaddr', 'not-an-address')).json.errors).toEqual({ email: EMAIL_INVALID });
    expect((await adminDb.collection('usernames').doc('badaddr').get()).exists).toBe(false);
    expect(await mailCount()).toBe(0);
  });
});

describe('confirming', () => {
  it('refuses a bad, forged or missing token with 400 and confirms nothing', async () => {
    const uid = (await register('mia', 'mia@example.com')).json.body?._id ?? '';
    const token = tokenOf(await confirmationLinkOf('mia@example.com'));
    const [body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, string>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, email: 'eve@example.com' })).toString('base64url');
    for (const bad of ['garbage', `${forgedBody}.${signature}`, `${body}.x${signature?.slice(1)}`]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, message: EMAIL_LINK_INVALID });
    }
    expect((await confirm(undefined)).status).toBe(422);
    expect((await adminDb.doc(`users/${uid}`).get()).get('emailConfirmed')).toBe(false);
  });
});

describe('the profile changes the address', () => {
  it('a new address waits for its own confirmation mail, the same one again changes nothing, the old link is stale', async () => {
    const uid = (await register('mia', 'mia@example.com')).json.body?._id ?? '';
    const token = await signIn('mia', 'Secret123');
    const firstLink = await confirmationLinkOf('mia@example.com');
    expect((await confirm(tokenOf(firstLink))).status).toBe(200);

    const changed = await call<MailAddressBody>('POST', API_PATHS.email, {
      token,
      body: { email: 'Mia@Work.example' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.body).toEqual({ email: 'mia@work.example', emailConfirmed: false });
    expect(await ownProfile(uid, token)).toMatchObject({ email: 'mia@work.example', emailConfirmed: false });
    const again = await call<MailAddressBody>('POST', API_PATHS.email, { token, body: { email: 'mia@work.example' } });
    expect(again.status).toBe(200);
    expect(await mailCount()).toBe(2);
    expect((await inboxOf(catcher, 'mia@work.example')).map((mail) => mail.subject)).toEqual([CONFIRMATION_SUBJECT]);

    const stale = await confirm(tokenOf(firstLink));
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ success: false, message: EMAIL_LINK_STALE });
    expect(await ownProfile(uid, token)).toMatchObject({ emailConfirmed: false });

    expect((await confirm(tokenOf(await confirmationLinkOf('mia@work.example')))).status).toBe(200);
    expect(await ownProfile(uid, token)).toMatchObject({ email: 'mia@work.example', emailConfirmed: true });
  });

  it('refuses a visitor (401) and a bad address (422), changing nothing', async () => {
    const jane = await createUser('jane');
    expect((await call('POST', API_PATHS.email, { body: { email: 'jane@example.com' } })).status).toBe(401);
    const bad = await call('POST', API_PATHS.email, { token: jane.token, body: { email: 'jane@' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ email: EMAIL_INVALID });
    expect((await adminDb.doc(`users/${jane.uid}`).get()).get('email')).toBeUndefined();
    expect(await mailCount()).toBe(0);
  });
});

describe('who sees an address', () => {
  it('only its owner: the Main Admin reading the account or the list of users sees none', async () => {
    const uid = (await register('mia', 'mia@example.com')).json.body?._id ?? '';
    const read = await call<OwnProfile>('GET', API_PATHS.user(uid), { token: boss.token });
    expect(read.status).toBe(200);
    expect(read.json.body).not.toHaveProperty('email');
    expect(read.json.body).not.toHaveProperty('emailConfirmed');
    const list = await call<UsersListBody>('GET', API_PATHS.users, { token: boss.token });
    expect(JSON.stringify(list.json.body)).not.toContain('mia@example.com');
    expect(list.json.body?.users.find((user) => user._id === uid)).not.toHaveProperty('email');
  });
});

describe('Google sign-in', () => {
  it("stores the Google account's verified address confirmed, with no confirmation mail", async () => {
    const google = await signInWithGoogle({ sub: 'g-lena', email: 'Lena.Park@Gmail.example', name: 'Lena Park' });
    expect((await call('POST', API_PATHS.google, { token: google.idToken })).status).toBe(200);
    expect(await ownProfile(google.uid, google.idToken)).toMatchObject({
      email: 'lena.park@gmail.example',
      emailConfirmed: true,
    });
    expect(await mailCount()).toBe(0);
  });

  it('gives a Google account made before addresses were kept its verified address at its next sign-in', async () => {
    const google = await signInWithGoogle({ sub: 'g-omar', email: 'omar@gmail.example', name: 'Omar Ali' });
    expect((await call('POST', API_PATHS.google, { token: google.idToken })).status).toBe(200);
    await adminDb
      .doc(`users/${google.uid}`)
      .update({ email: FieldValue.delete(), emailConfirmed: FieldValue.delete() });
    expect(await ownProfile(google.uid, google.idToken)).not.toHaveProperty('email');

    expect((await call('POST', API_PATHS.google, { token: google.idToken })).status).toBe(200);
    expect(await ownProfile(google.uid, google.idToken)).toMatchObject({
      email: 'omar@gmail.example',
      emailConfirmed: true,
    });
    expect(await mailCount()).toBe(0);
  });
});
