import type { AdminMessage, DashboardBody, MessageListAnswer } from '@shop/contract';
import { ADMIN_API_PATHS, API_PATHS } from '@shop/contract';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { createUser, type TestUser } from './support/users';

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
    const res = await call('POST', API_PATHS.message, { body: message, headers: from('203.0.113.1') });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Your message has been sent successfully. We will contact you soon.',
    });
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ ...message, userId: null });
    expect(stored?.createdAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The message is the only document it writes: the inbox counts unread messages when it is read.
    expect((await adminDb.collection('messageStats').get()).empty).toBe(true);
  });

  it('records the uid of a signed-in sender', async () => {
    const jane = await createUser('jane');
    const res = await call('POST', API_PATHS.message, {
      token: jane.token,
      body: message,
      headers: from('203.0.113.2'),
    });
    expect(res.status).toBe(201);
    expect((await storedMessages())[0]?.userId).toBe(jane.uid);
  });

  it('drops unknown fields and ignores a forged sender or time', async () => {
    const res = await call('POST', API_PATHS.message, {
      body: { ...message, userId: 'someone-else', createdAt: '2000-01-01', policy: true, admin: true },
      headers: from('203.0.113.3'),
    });
    expect(res.status).toBe(201);
    const [stored] = await storedMessages();
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstname',
        'lastname',
        'message',
        'phoneNumber',
        'searchKeys',
        'state',
        'title',
        'userId',
      ].sort(),
    );
    expect(stored?.state).toBe('unread');
    expect(stored?.userId).toBeNull();
    expect(stored?.createdAt.toDate().getFullYear()).toBeGreaterThan(2000);
  });

  it('refuses a message without its required fields with 422 and the form’s messages', async () => {
    const res = await call('POST', API_PATHS.message, {
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
    const res = await call('POST', API_PATHS.message, { token: 'forged', body: message, headers: from('203.0.113.5') });
    expect(res.status).toBe(401);
  });

  it('answers 429 after 5 messages in 10 minutes from one client, and still serves other clients', async () => {
    for (let i = 0; i < 5; i++) {
      const ok = await call('POST', API_PATHS.message, { body: message, headers: from('198.51.100.7') });
      expect(ok.status).toBe(201);
    }
    const refused = await call('POST', API_PATHS.message, { body: message, headers: from('198.51.100.7') });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: 'Too many requests, please try again later' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedMessages()).toHaveLength(5);

    const other = await call('POST', API_PATHS.message, { body: message, headers: from('198.51.100.8') });
    expect(other.status).toBe(201);
  });

  it('counts concurrent messages from one client together (no more than 5 get through)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', API_PATHS.message, { body: message, headers: from('198.51.100.9') }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('is not bypassed by a new X-Forwarded-For address written by the client with each message', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(
        (await call('POST', API_PATHS.message, { body: message, headers: from('198.51.100.10', `10.0.0.${i}`) }))
          .status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    expect(await storedMessages()).toHaveLength(5);
  });

  it('counts a signed-in sender as one client, whichever address each message comes from', async () => {
    const jane = await createUser('jane');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (
          await call('POST', API_PATHS.message, {
            token: jane.token,
            body: message,
            headers: from(`203.0.113.${20 + i}`),
          })
        ).status,
      );
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the admin inbox: /api/messages', () => {
  let admin: TestUser;
  let jane: TestUser;
  let sent = 0;

  beforeEach(async () => {
    await clearAll();
    [admin, jane] = await Promise.all([createUser('boss', 'admin'), createUser('jane')]);
    sent = 0;
  });

  /** Sends a contact message through POST /message (each from an address of its own); answers its id. */
  const send = async (fields: Partial<typeof message> = {}, token?: string): Promise<string> => {
    sent += 1;
    const res = await call('POST', API_PATHS.message, {
      token,
      body: { ...message, ...fields },
      headers: from(`192.0.2.${sent}`),
    });
    expect(res.status).toBe(201);
    const snap = await adminDb.collection('messages').orderBy('createdAt', 'desc').limit(1).get();
    return snap.docs[0]?.id ?? '';
  };

  const list = async (query = '') => {
    const res = await call<AdminMessage[]>('GET', `${ADMIN_API_PATHS.messages}${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    return res.json as MessageListAnswer;
  };

  const read = (id: string, token = admin.token) => call<AdminMessage>('GET', ADMIN_API_PATHS.message(id), { token });
  const answer = (id: string, body: unknown, token = admin.token) =>
    call<AdminMessage>('PUT', ADMIN_API_PATHS.message(id), { token, body });
  const remove = (id: string, token = admin.token) => call('DELETE', ADMIN_API_PATHS.message(id), { token });

  const unreadOnDashboard = async (): Promise<number> => {
    const res = await call<DashboardBody>('GET', ADMIN_API_PATHS.dashboard, { token: admin.token });
    expect(res.status).toBe(200);
    return res.json.body?.unreadMessages ?? -1;
  };

  const stored = async (id: string) => (await adminDb.doc(`messages/${id}`).get()).data();

  it('answers a visitor 401, a customer 403 and an admin 200 on list, read, answer and delete', async () => {
    const id = await send();
    const requests: [string, string, unknown?][] = [
      ['GET', ADMIN_API_PATHS.messages],
      ['GET', ADMIN_API_PATHS.message(id)],
      ['PUT', ADMIN_API_PATHS.message(id), { answered: true }],
      ['DELETE', ADMIN_API_PATHS.message(id)],
    ];
    for (const [method, path, body] of requests) {
      const visitor = await call(method, path, { body });
      expect(visitor.status, `${method} ${path} visitor`).toBe(401);
      expect(visitor.json.success).toBe(false);
      const customer = await call(method, path, { token: jane.token, body });
      expect(customer.status, `${method} ${path} customer`).toBe(403);
      expect(customer.json).toMatchObject({ success: false, message: 'You do not have authorization!' });
    }
    expect(await stored(id)).toMatchObject({ state: 'unread' });
    for (const [method, path, body] of requests) {
      const res = await call(method, path, { token: admin.token, body });
      expect(res.status, `${method} ${path} admin`).toBe(200);
      expect(res.json.success).toBe(true);
    }
    expect(await stored(id)).toBeUndefined();
  });

  it('lists every message newest first with every field the form sent, and the counters', async () => {
    const first = await send({ title: 'First', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' });
    const second = await send({ title: 'Second' }, jane.token);
    const third = await send({ title: 'Third', message: 'Where is my parcel?' });

    const answer1 = await list();
    expect(answer1.body?.map((m) => m.title)).toEqual(['Third', 'Second', 'First']);
    expect(answer1.totalMessages).toEqual({ all: 3, filtered: 3 });
    const [newest, fromJane, oldest] = answer1.body ?? [];
    expect(newest).toMatchObject({ _id: third, message: 'Where is my parcel?', state: 'unread', answered: null });
    expect(fromJane).toMatchObject({ _id: second, customer: { username: 'jane' } });
    expect(oldest).toEqual({
      _id: first,
      title: 'First',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: message.phoneNumber,
      message: message.message,
      createdAt: expect.any(String),
      state: 'unread',
      answered: null,
      customer: null,
    });
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(oldest?.createdAt ?? ''));

    const page2 = await list('?page=2&limit=2');
    expect(page2.body?.map((m) => m.title)).toEqual(['First']);
    expect(page2.totalMessages).toEqual({ all: 3, filtered: 3 });
  });

  it('finds messages by the start of the e-mail, the first or last name or the full name, in any case', async () => {
    await send({ title: 'From Ada', firstname: 'Ada', lastname: 'Lovelace', email: 'countess@analytical.org' });
    await send({ title: 'From Grace', firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example' });
    const titles = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body?.map((m) => m.title);

    expect(await titles('countess@ANALYT')).toEqual(['From Ada']);
    expect(await titles('ada')).toEqual(['From Ada']);
    expect(await titles('hopper')).toEqual(['From Grace']);
    expect(await titles('Grace  Hop')).toEqual(['From Grace']);
    expect(await titles('g')).toEqual(['From Grace']);
    expect(await titles('navy')).toEqual([]);
    const counted = await list('?q=ada');
    expect(counted.totalMessages).toEqual({ all: 2, filtered: 1 });
  });

  it('opening a message marks it read once: out of the unread filter and the dashboard count', async () => {
    const older = await send({ title: 'Older' });
    const newer = await send({ title: 'Newer' });
    expect(await unreadOnDashboard()).toBe(2);

    const opened = await read(older);
    expect(opened.status).toBe(200);
    expect(opened.json.body).toMatchObject({ _id: older, title: 'Older', state: 'read', answered: null });
    expect(await stored(older)).toMatchObject({ state: 'read' });
    expect(await unreadOnDashboard()).toBe(1);
    // Opening it again changes nothing.
    expect((await read(older)).json.body?.state).toBe('read');
    expect(await unreadOnDashboard()).toBe(1);

    const unread = await list('?status=unread');
    expect(unread.body?.map((m) => m._id)).toEqual([newer]);
    expect(unread.totalMessages).toEqual({ all: 2, filtered: 1 });
    expect((await list()).body?.map((m) => m.state)).toEqual(['unread', 'read']);
  });

  it('marking answered records the admin’s username and the server’s time, and can be undone', async () => {
    const id = await send({ title: 'Question', firstname: 'Ada', email: 'ada@example.com' });
    await send({ title: 'Other' });
    const before = Date.now();

    const marked = await answer(id, { answered: true, by: 'someone-else', at: '2000-01-01' });
    expect(marked.status).toBe(200);
    expect(marked.json.message).toBe('The message is marked as answered');
    expect(marked.json.body).toMatchObject({ _id: id, state: 'answered', answered: { by: 'boss' } });
    const at = Date.parse(marked.json.body?.answered?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await stored(id)).toMatchObject({ state: 'answered', answeredBy: 'boss' });
    // Answering an unread message takes it out of the unread count.
    expect(await unreadOnDashboard()).toBe(1);

    const answered = await list('?status=answered');
    expect(answered.body?.map((m) => m._id)).toEqual([id]);
    expect(answered.body?.[0]?.answered).toEqual(marked.json.body?.answered);
    expect((await list('?status=answered&q=ada')).body?.map((m) => m._id)).toEqual([id]);
    expect((await list('?status=unread&q=ada')).body).toEqual([]);
    // Reading it keeps it answered.
    expect((await read(id)).json.body).toMatchObject({ state: 'answered', answered: { by: 'boss' } });

    const undone = await answer(id, { answered: false });
    expect(undone.status).toBe(200);
    expect(undone.json.message).toBe('The message is marked as not answered');
    expect(undone.json.body).toMatchObject({ state: 'read', answered: null });
    const data = await stored(id);
    expect(data?.state).toBe('read');
    expect(data).not.toHaveProperty('answeredBy');
    expect(data).not.toHaveProperty('answeredAt');
    expect((await list('?status=answered')).body).toEqual([]);
    expect(await unreadOnDashboard()).toBe(1);
  });

  it('refuses an answer that is not true or false with 422 and changes nothing', async () => {
    const id = await send();
    const before = await stored(id);
    for (const body of [{}, { answered: 'yes' }, { answered: 1 }, { answered: null }, { answered: 'true' }]) {
      const res = await answer(id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json).toMatchObject({ success: false, errors: { answered: expect.any(String) } });
    }
    const notAnObject = await answer(id, [true]);
    expect(notAnObject.status).toBe(400);
    expect(await stored(id)).toEqual(before);
    expect(await unreadOnDashboard()).toBe(1);
  });

  it('refuses an unknown status filter with 400, and answers 404 for a message that does not exist', async () => {
    const bad = await call('GET', `${ADMIN_API_PATHS.messages}?status=spam`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: 'status must be one of unread, answered' });
    for (const res of [await read('missing'), await answer('missing', { answered: true }), await remove('missing')]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: 'Message not found' });
    }
  });

  it('deletes a message and takes it out of the count it was in', async () => {
    const unread = await send({ title: 'Unread' });
    const opened = await send({ title: 'Opened' });
    await read(opened);
    expect(await unreadOnDashboard()).toBe(1);

    const res = await remove(opened);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('The message deleted successfully');
    expect(await unreadOnDashboard()).toBe(1);
    expect((await remove(unread)).status).toBe(200);
    expect(await unreadOnDashboard()).toBe(0);
    expect((await list()).totalMessages).toEqual({ all: 0, filtered: 0 });
    expect((await remove(unread)).status).toBe(404);
    expect(await unreadOnDashboard()).toBe(0);
  });

  it('lists, finds and counts messages stored before the inbox existed (no state, no search keys)', async () => {
    await adminDb.doc('messages/legacy').set({
      ...message,
      firstname: 'Old',
      lastname: 'Timer',
      email: 'old@example.com',
      userId: null,
      createdAt: Timestamp.fromDate(new Date('2024-01-02T03:04:05Z')),
    });
    const fresh = await send({ title: 'Fresh' });

    const all = await list();
    expect(all.body?.map((m) => [m._id, m.state])).toEqual([
      [fresh, 'unread'],
      ['legacy', 'unread'],
    ]);
    expect((await list('?status=unread')).totalMessages.filtered).toBe(2);
    expect((await list('?q=timer')).body?.map((m) => m._id)).toEqual(['legacy']);
    expect(await unreadOnDashboard()).toBe(2);
    // The upgrade ran once and says so; the count is not stored.
    expect((await adminDb.doc('messageStats/inbox').get()).data()).toEqual({ upgraded: true });

    expect((await read('legacy')).json.body).toMatchObject({ state: 'read', createdAt: '2024-01-02T03:04:05.000Z' });
    expect(await unreadOnDashboard()).toBe(1);
    expect((await list('?status=unread')).body?.map((m) => m._id)).toEqual([fresh]);
  });

  it('counts unread messages from the messages themselves, whatever an older counter document says', async () => {
    await send({ title: 'One' });
    await send({ title: 'Two' });
    // A counter written by an earlier version (or the seed) is neither read nor kept up to date.
    await adminDb.doc('messageStats/inbox').set({ unread: 7, upgraded: true });
    expect(await unreadOnDashboard()).toBe(2);
    const third = await send({ title: 'Three' });
    await read(third);
    expect(await unreadOnDashboard()).toBe(2);
    expect((await adminDb.doc('messageStats/inbox').get()).data()).toEqual({ unread: 7, upgraded: true });
  });

  it('shows no username for a message whose signed-in sender’s account is gone', async () => {
    const id = await send({}, jane.token);
    await adminDb.doc(`users/${jane.uid}`).delete();
    expect((await read(id)).json.body?.customer).toEqual({ username: null });
  });
});
