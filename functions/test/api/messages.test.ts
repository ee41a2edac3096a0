import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser } from './support/users';

const message = {
  title: 'Question about an order',
  firstname: 'Jane',
  lastname: 'Doe',
  email: 'jane@example.com',
  phoneNumber: '+1 (555) 010-0000',
  message: 'When does my serum arrive?',
};

const storedMessages = async () => (await adminDb.collection('messages').get()).docs.map((d) => d.data());

/**
 * Each test speaks as its own client address, so the rate limit of one test never touches another. The
 * emulators have no Hosting hop of their own, so the last X-Forwarded-For entry stands for the address
 * Hosting adds; whatever a client writes before it is its own choice and is not trusted.
 */
const from = (ip: string, ...written: string[]) => ({ 'x-forwarded-for': [...written, ip].join(', ') });

describe('POST /message', () => {
  beforeEach(clearAll);

  it('stores a visitor’s message with the server’s time and answers a friendly 201', async () => {
    const res = await call('POST', '/message', { body: message, headers: from('203.0.113.1') });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Your message has been sent successfully. We will contact you soon.',
    });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ ...message, userId: null });
    expect(stored?.createdAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records the uid of a signed-in sender', async () => {
    const jane = await createUser('jane');
    const res = await call('POST', '/message', { token: jane.token, body: message, headers: from('203.0.113.2') });
    expect(res.status).toBe(201);
    expect((await storedMessages())[0]?.userId).toBe(jane.uid);
  });

  it('drops unknown fields and ignores a forged sender or time', async () => {
    const res = await call('POST', '/message', {
      body: { ...message, userId: 'someone-else', createdAt: '2000-01-01', policy: true, admin: true },
      headers: from('203.0.113.3'),
    });
    expect(res.status).toBe(201);
    const [stored] = await storedMessages();
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['createdAt', 'email', 'firstname', 'lastname', 'message', 'phoneNumber', 'title', 'userId'].sort(),
    );
    expect(stored?.userId).toBeNull();
    expect(stored?.createdAt.toDate().getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a message without its required fields with 422 and the form’s messages', async () => {
    const res = await call('POST', '/message', {
      body: { firstname: 'Jane', phoneNumber: 'call me' },
      headers: from('203.0.113.4'),
    });
    expect(res.status).toBe(422);
    expect(res.json.success).toBe(false);
    expect(res.json.errors).toMatchObject({
      title: 'You must enter a title ',
      email: 'You must enter your email ',
      phoneNumber: 'You must enter a phoneNumber',
      message: 'Please enter your message ',
    });
    expect(await storedMessages()).toEqual([]);
  });

  it('refuses a forged token with 401', async () => {
    const res = await call('POST', '/message', { token: 'forged', body: message, headers: from('203.0.113.5') });
    expect(res.status).toBe(401);
  });

  it('answers 429 after 5 messages in 10 minutes from one client, and still serves other clients', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await call('POST', '/message', { body: message, headers: from('198.51.100.7') });
      expect(ok.status).toBe(201);
    }
    const refused = await call('POST', '/message', { body: message, headers: from('198.51.100.7') });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: 'Too many requests, please try again later' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedMessages()).toHaveLength(5);

    const other = await call('POST', '/message', { body: message, headers: from('198.51.100.8') });
    expect(other.status).toBe(201);
  });

  it('counts concurrent messages from one client together (no more than 5 get through)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/message', { body: message, headers: from('198.51.100.9') })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('is not bypassed by a new X-Forwarded-For address written by the client with each message', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        (await call('POST', '/message', { body: message, headers: from('198.51.100.10', `10.0.0.${i}`) })).status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await storedMessages()).toHaveLength(5);
  });

  it('counts a signed-in sender as one client, whichever address each message comes from', async () => {
    const jane = await createUser('jane');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await call('POST', '/message', { token: jane.token, body: message, headers: from(`203.0.113.${20 + i}`) }))
          .status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
