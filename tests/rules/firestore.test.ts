import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { contextFor, type Caller } from './callers';

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
let env: RulesTestEnvironment;

const CALLERS: Caller[] = ['visitor', 'customer', 'otherCustomer', 'admin', 'mainAdmin'];
const contextOf = (caller: Caller): RulesTestContext => contextFor(env, caller);
const db = (caller: Caller) => contextOf(caller).firestore();

const REVIEW = { productId: 'p1', userId: 'jane', rating: 5, title: 'Lovely', text: 'Soft skin all day long.' };

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // Not the API's project: the API tests run at the same time, and each side wipes its own data.
    projectId: 'demo-cosmetics-rules',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore();
    await setDoc(doc(admin, 'products/p1'), { title: 'Rose Serum', price: 20 });
    await setDoc(doc(admin, 'categories/c1'), { title: 'Women Skincare', slug: 'skincare' });
    await setDoc(doc(admin, 'blogs/b1'), { title: 'Glow' });
    await setDoc(doc(admin, 'users/jane'), { username: 'jane', role: 'user' });
    await setDoc(doc(admin, 'users/omid'), { username: 'omid', role: 'user' });
    await setDoc(doc(admin, 'usernames/jane'), { uid: 'jane' });
    await setDoc(doc(admin, 'carts/jane-cart'), { userId: 'jane', status: 'open', items: [] });
    await setDoc(doc(admin, 'orders/jane-order'), { userId: 'jane', totalPriceOrder: 40 });
    await setDoc(doc(admin, 'messages/m1'), {
      title: 'Hello',
      email: 'jane@example.com',
      userId: 'jane',
      state: 'unread',
    });
    await setDoc(doc(admin, 'messageStats/inbox'), { upgraded: true });
    await setDoc(doc(admin, 'seedRuns/last'), { finishedAt: new Date() });
    await setDoc(doc(admin, 'orderStats/2026-11-25'), { day: '2026-11-25', orders: 1, revenueCents: 4000 });
    await setDoc(doc(admin, 'reviews/visible'), { ...REVIEW, hidden: false, hiddenReason: null });
    await setDoc(doc(admin, 'reviews/hidden'), { ...REVIEW, hidden: true, hiddenReason: 'Names another shop' });
    await setDoc(doc(admin, 'reviews/visible/votes/omid'), { uid: 'omid' });
  });
});

describe.each(['products/p1', 'categories/c1', 'blogs/b1'])('catalogue document %s', (path) => {
  it.each(CALLERS)('should let %s read it', async (caller) => {
    await assertSucceeds(getDoc(doc(db(caller), path)));
  });

  it.each(CALLERS)('should refuse writes from %s (only the api function writes)', async (caller) => {
    await assertFails(setDoc(doc(db(caller), path), { title: 'Hacked', price: 1 }));
    await assertFails(updateDoc(doc(db(caller), path), { price: 1 }));
    await assertFails(deleteDoc(doc(db(caller), path)));
  });
});

describe('users', () => {
  it('should let only the owner and the Main Admin read a profile', async () => {
    await assertSucceeds(getDoc(doc(db('customer'), 'users/jane')));
    await assertSucceeds(getDoc(doc(db('mainAdmin'), 'users/jane')));
    await assertFails(getDoc(doc(db('otherCustomer'), 'users/jane')));
    await assertFails(getDoc(doc(db('admin'), 'users/jane')));
    await assertFails(getDoc(doc(db('visitor'), 'users/jane')));
  });

  it.each(CALLERS)('should refuse any profile write from %s, so nobody can raise their own role', async (caller) => {
    await assertFails(setDoc(doc(db(caller), 'users/jane'), { username: 'jane', role: 'Main Admin' }));
    await assertFails(updateDoc(doc(db(caller), 'users/jane'), { role: 'admin' }));
    await assertFails(setDoc(doc(db(caller), 'users/newbie'), { username: 'newbie', role: 'user' }));
  });
});

describe('carts', () => {
  it('should let only the owner and admins read a cart', async () => {
    await assertSucceeds(getDoc(doc(db('customer'), 'carts/jane-cart')));
    await assertSucceeds(getDoc(doc(db('admin'), 'carts/jane-cart')));
    await assertSucceeds(getDoc(doc(db('mainAdmin'), 'carts/jane-cart')));
    await assertFails(getDoc(doc(db('otherCustomer'), 'carts/jane-cart')));
    await assertFails(getDoc(doc(db('visitor'), 'carts/jane-cart')));
  });

  it('should let a customer list only their own carts', async () => {
    await assertSucceeds(getDocs(query(collection(db('customer'), 'carts'), where('userId', '==', 'jane'))));
    await assertFails(getDocs(query(collection(db('otherCustomer'), 'carts'), where('userId', '==', 'jane'))));
    await assertFails(getDocs(collection(db('customer'), 'carts')));
  });

  it.each(CALLERS)('should refuse cart writes from %s (prices and totals come from the server)', async (caller) => {
    await assertFails(updateDoc(doc(db(caller), 'carts/jane-cart'), { items: [{ title: 'x', price: 0 }] }));
    await assertFails(setDoc(doc(db(caller), 'carts/new'), { userId: 'jane', items: [] }));
    await assertFails(deleteDoc(doc(db(caller), 'carts/jane-cart')));
  });
});

describe('orders', () => {
  it('should let only the owner and admins read an order', async () => {
    await assertSucceeds(getDoc(doc(db('customer'), 'orders/jane-order')));
    await assertSucceeds(getDoc(doc(db('admin'), 'orders/jane-order')));
    await assertFails(getDoc(doc(db('otherCustomer'), 'orders/jane-order')));
    await assertFails(getDoc(doc(db('visitor'), 'orders/jane-order')));
  });

  it.each(CALLERS)('should refuse order writes from %s', async (caller) => {
    await assertFails(setDoc(doc(db(caller), 'orders/forged'), { userId: 'jane', totalPriceOrder: 0 }));
    await assertFails(updateDoc(doc(db(caller), 'orders/jane-order'), { totalPriceOrder: 0 }));
  });

  it.each(CALLERS)('should refuse a status change or a deletion from %s', async (caller) => {
    await assertFails(updateDoc(doc(db(caller), 'orders/jane-order'), { status: 'delivered', history: [] }));
    await assertFails(deleteDoc(doc(db(caller), 'orders/jane-order')));
  });

  it('should let a customer list only their own orders', async () => {
    const orders = collection(db('customer'), 'orders');
    await assertSucceeds(getDocs(query(orders, where('userId', '==', 'jane'))));
    await assertFails(getDocs(query(orders, where('userId', '==', 'omid'))));
    await assertFails(getDocs(orders));
    await assertFails(getDocs(query(orders, where('status', '==', 'placed'))));
  });
});

describe.each([
  'usernames/jane',
  'messages/m1',
  'messageStats/inbox',
  'rateLimits/x',
  'orderStats/2026-11-25',
  'seedRuns/last',
])('server-only document %s', (path) => {
  it.each(CALLERS)('should refuse reads and writes from %s', async (caller) => {
    await assertFails(getDoc(doc(db(caller), path)));
    await assertFails(setDoc(doc(db(caller), path), { any: 'thing' }));
  });
});

describe('contact messages (the admin reads them through the api function only)', () => {
  it.each(CALLERS)('should refuse %s reading a message, even its own sender', async (caller) => {
    await assertFails(getDoc(doc(db(caller), 'messages/m1')));
  });

  it.each(CALLERS)('should refuse %s listing messages, all or its own', async (caller) => {
    const messages = collection(db(caller), 'messages');
    await assertFails(getDocs(messages));
    await assertFails(getDocs(query(messages, where('state', '==', 'unread'))));
    await assertFails(getDocs(query(messages, where('userId', '==', 'jane'))));
  });

  it.each(CALLERS)('should refuse %s writing, marking or deleting a message, or the inbox’s mark', async (caller) => {
    await assertFails(setDoc(doc(db(caller), 'messages/new'), { title: 'Spam', state: 'unread' }));
    await assertFails(updateDoc(doc(db(caller), 'messages/m1'), { state: 'answered', answeredBy: 'me' }));
    await assertFails(deleteDoc(doc(db(caller), 'messages/m1')));
    await assertFails(updateDoc(doc(db(caller), 'messageStats/inbox'), { upgraded: false }));
  });
});

describe('reviews', () => {
  it.each(CALLERS)('should let %s read a visible review', async (caller) => {
    await assertSucceeds(getDoc(doc(db(caller), 'reviews/visible')));
  });

  it.each(CALLERS)('should refuse %s reading a hidden review and its reason, even its author', async (caller) => {
    await assertFails(getDoc(doc(db(caller), 'reviews/hidden')));
  });

  it.each(CALLERS)('should let %s list only visible reviews', async (caller) => {
    const reviews = collection(db(caller), 'reviews');
    await assertSucceeds(getDocs(query(reviews, where('hidden', '==', false))));
    await assertSucceeds(getDocs(query(reviews, where('productId', '==', 'p1'), where('hidden', '==', false))));
    await assertFails(getDocs(reviews));
    await assertFails(getDocs(query(reviews, where('hidden', '==', true))));
    await assertFails(getDocs(query(reviews, where('userId', '==', 'jane'))));
  });

  it.each(CALLERS)('should refuse %s reading helpful votes', async (caller) => {
    await assertFails(getDoc(doc(db(caller), 'reviews/visible/votes/omid')));
    await assertFails(getDocs(collection(db(caller), 'reviews/visible/votes')));
  });

  it.each(CALLERS)('should refuse %s writing, editing, hiding or deleting a review', async (caller) => {
    await assertFails(setDoc(doc(db(caller), 'reviews/new'), { ...REVIEW, hidden: false }));
    await assertFails(updateDoc(doc(db(caller), 'reviews/visible'), { rating: 1 }));
    await assertFails(updateDoc(doc(db(caller), 'reviews/visible'), { hidden: true, hiddenReason: 'Spam' }));
    await assertFails(updateDoc(doc(db(caller), 'reviews/hidden'), { hidden: false }));
    await assertFails(deleteDoc(doc(db(caller), 'reviews/visible')));
  });

  it.each(CALLERS)('should refuse %s casting or removing a helpful vote', async (caller) => {
    await assertFails(setDoc(doc(db(caller), 'reviews/visible/votes/jane'), { uid: 'jane' }));
    await assertFails(deleteDoc(doc(db(caller), 'reviews/visible/votes/omid')));
  });
});
