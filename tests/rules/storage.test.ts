// storage.rules against the stack's Storage emulator: served images under uploads/ are public, no client
// writes or deletes anything, nothing else in the bucket is readable.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { contextFor, type Caller } from './callers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SERVED = 'uploads/product-1.png';
const HIDDEN = ['private/notes.txt', 'secret.txt', 'uploads/nested/old.png'];

const CALLERS: Caller[] = ['visitor', 'customer', 'admin', 'mainAdmin'];

const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').split(':');
let env: RulesTestEnvironment;

const contextOf = (caller: Caller): RulesTestContext => contextFor(env, caller);
const file = (caller: Caller, path: string) => contextOf(caller).storage().ref(path);
/** An upload as a promise (the SDK's upload task is only thenable). */
const upload = (caller: Caller, path: string, bytes = PNG) =>
  file(caller, path)
    .put(bytes, { contentType: 'image/png' })
    .then((snapshot) => snapshot.metadata);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // Not the API's project: its bucket (gs://<project id>) is not the one the api function keeps images
    // in, and the API tests run at the same time. The rules loaded are the file the stack started with.
    projectId: 'demo-cosmetics-storage-rules',
    storage: { host, port: Number(port), rules: readFileSync('storage.rules', 'utf8') },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const path of [SERVED, ...HIDDEN]) {
      await ctx.storage().ref(path).put(PNG, { contentType: 'image/png' });
    }
  });
});

describe.each(CALLERS)('as %s', (caller) => {
  it('reads a served image under uploads/', async () => {
    await assertSucceeds(file(caller, SERVED).getMetadata());
    await assertSucceeds(file(caller, SERVED).getDownloadURL());
  });

  it('cannot upload under uploads/, neither a new file nor over a served one', async () => {
    await assertFails(upload(caller, 'uploads/new.png'));
    await assertFails(upload(caller, SERVED));
  });

  it('cannot change or delete a served image', async () => {
    await assertFails(file(caller, SERVED).updateMetadata({ contentType: 'text/html' }));
    await assertFails(file(caller, SERVED).delete());
  });

  it.each(HIDDEN)('cannot read, write or delete %s', async (path) => {
    await assertFails(file(caller, path).getMetadata());
    await assertFails(file(caller, path).getDownloadURL());
    await assertFails(upload(caller, path));
    await assertFails(file(caller, path).delete());
  });
});

it('keeps the served image unchanged after every refused write', async () => {
  await assertFails(upload('mainAdmin', SERVED, new Uint8Array([1, 2, 3])));
  await env.withSecurityRulesDisabled(async (ctx) => {
    const metadata = await ctx.storage().ref(SERVED).getMetadata();
    if (metadata.size !== PNG.length) throw new Error(`the served image changed size: ${metadata.size}`);
  });
});
