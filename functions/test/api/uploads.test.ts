import { API_PATHS } from '@shop/contract';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { UploadBody } from '@shop/contract';
import { crc32, deflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBucket, adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { createUser, type TestUser } from './support/users';

/** A PNG chunk: length, type, data, and the CRC-32 of type and data. */
const pngChunk = (type: string, data: Buffer): Buffer => {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A valid PNG of `size`×`size` pixels of one RGB colour: signature, IHDR, IDAT (deflated rows), IEND. */
const solidPng = (size: number, rgb: [number, number, number]): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour (RGB); compression, filter and interlace stay 0
  // Each row: filter type 0 (none), then the pixels.
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const rows = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Real images: a 4×4 rose PNG made here, 1×1 JPEG and WebP. */
const PNG = solidPng(4, [0xd8, 0x7a, 0x8c]);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
const MB5 = 5 * 1024 * 1024;

const form = (bytes: Buffer, filename = 'photo.png', type = 'image/png', field = 'file') => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
};

const upload = (user: TestUser | undefined, body: FormData | string, headers?: Record<string, string>) =>
  call<UploadBody>('POST', API_PATHS.uploads, { token: user?.token, body, headers });

/** Fetches a served path as bytes (images are not JSON). */
const fetchRaw = async (path: string) => {
  const res = await fetch(testEnv.shopUrl + path);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** The bucket object behind a served path: `/uploads/x.png` is `uploads/x.png`. */
const objectOf = (url: string) => adminBucket.file(url.replace(/^\//, ''));

let admin: TestUser;

beforeEach(async () => {
  await clearAll();
  admin = await createUser('ada', 'admin');
});

describe('POST /uploads', () => {
  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])('stores a real %s under a server-made name and serves it back byte for byte', async (_, bytes, ext, type) => {
    const res = await upload(admin, form(bytes, `my holiday.${ext}`, type));
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    const url = res.json.body!.url;
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.${ext}$`));

    const served = await fetchRaw(url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toContain('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('decides the kind by the bytes, not by the file name or declared type', async () => {
    const res = await upload(admin, form(PNG, 'photo.jpg', 'image/jpeg'));
    expect(res.status).toBe(201);
    expect(res.json.body!.url.endsWith('.png')).toBe(true);
    expect((await fetchRaw(res.json.body!.url)).headers.get('content-type')).toBe('image/png');
  });

  it("stores the image in the Storage emulator's bucket under uploads/, with its type and cache metadata", async () => {
    const res = await upload(admin, form(PNG));
    expect(res.status).toBe(201);
    const [metadata] = await objectOf(res.json.body!.url).getMetadata();
    expect(metadata).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
      size: String(PNG.length),
    });
    const [stored] = await objectOf(res.json.body!.url).download();
    expect(stored.equals(PNG)).toBe(true);
  });

  it("leaves the bucket to the api function: storage.rules refuse an admin's browser writing there, and let anyone read", async () => {
    const url = (await upload(admin, form(PNG))).json.body!.url;
    const object = url.slice(1);
    const { hostname, port } = new URL(`http://${testEnv.storageHost}`);
    // No rules of its own: the stack's Storage emulator keeps the storage.rules it started with.
    const browsers = await initializeTestEnvironment({
      projectId: testEnv.projectId,
      storage: { host: hostname, port: Number(port) },
    });
    try {
      const bucket = `gs://${testEnv.storageBucket}`;
      const asAdmin = browsers.authenticatedContext(admin.uid, { role: 'admin' }).storage(bucket);
      const put = (path: string) =>
        asAdmin
          .ref(path)
          .put(new Uint8Array(JPEG), { contentType: 'image/jpeg' })
          .then((snapshot) => snapshot.metadata);
      await assertFails(put(object));
      await assertFails(put('uploads/chosen-by-the-browser.png'));
      await assertFails(asAdmin.ref(object).delete());
      await assertSucceeds(browsers.unauthenticatedContext().storage(bucket).ref(object).getMetadata());
    } finally {
      await browsers.cleanup();
    }
    expect((await fetchRaw(url)).bytes.equals(PNG)).toBe(true);
    expect((await adminBucket.file('uploads/chosen-by-the-browser.png').exists())[0]).toBe(false);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an HTML page', '<!doctype html><html><script>alert(document.cookie)</script></html>'],
    ['a GIF', 'GIF89a\u0001\u0000\u0001\u0000'],
  ])('refuses %s declared as image/png with 415', async (_, payload) => {
    const res = await upload(admin, form(Buffer.from(payload), 'innocent.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ success: false, message: 'Only JPEG, PNG or WebP images are allowed' });
  });

  it('accepts an image of exactly 5 MB and refuses one byte more with 413', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(MB5 - PNG.length)]);
    expect((await upload(admin, form(exact))).status).toBe(201);
    const over = Buffer.concat([PNG, Buffer.alloc(MB5 + 1 - PNG.length)]);
    const res = await upload(admin, form(over));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: 'The image must be 5 MB at most' });
  });

  it('answers 400 when no file is sent in the field "file", or the body is not multipart', async () => {
    const other = await upload(admin, form(PNG, 'x.png', 'image/png', 'picture'));
    expect([other.status, other.json.message]).toEqual([400, 'Choose an image to upload']);
    const empty = await upload(admin, form(Buffer.alloc(0)));
    expect(empty.status).toBe(400);
    const json = await upload(admin, JSON.stringify({ file: 'x' }), { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a customer, also one with a forged role in the profile', async () => {
    const customer = await createUser('carl');
    const eve = await createUser('eve');
    await adminDb.doc(`users/${eve.uid}`).update({ role: 'Main Admin' });
    expect((await upload(undefined, form(PNG))).status).toBe(401);
    const refused = await upload(customer, form(PNG));
    expect([refused.status, refused.json.message]).toEqual([403, 'You do not have authorization!']);
    expect((await upload(eve, form(PNG))).status).toBe(403);
  });
});

describe('GET /uploads/{name}', () => {
  it('serves an SVG made by the seed as image/svg+xml under a CSP that runs nothing', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await adminBucket.file('uploads/seed-rose-1.svg').save(svg, { contentType: 'image/svg+xml', resumable: false });
    const res = await fetchRaw('/uploads/seed-rose-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.bytes.toString()).toBe(svg);
  });

  it('answers 404 for an unknown image', async () => {
    const res = await call('GET', '/uploads/0b6f4a52-8a4f-4f7e-9a57-4bb0d3a4e1c2.png');
    expect([res.status, res.json.message]).toEqual([404, 'Image not found']);
  });

  it.each([
    '/uploads/..%2f..%2ffirebase.json',
    '/uploads/..%2F..%2F.firebaserc',
    '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    '/uploads/..%5c..%5cpackage.json',
    '/uploads/x.html',
    '/uploads/UPPER.PNG',
    '/uploads/a/b.png',
    '/uploads/.png',
  ])('answers 404 for the malformed name %s (no path traversal)', async (path) => {
    const res = await fetchRaw(path);
    expect(res.status).toBe(404);
    const text = res.bytes.toString();
    expect(text).not.toContain('"hosting"');
    expect(text).not.toContain('"projects"');
    expect(text).not.toContain('"workspaces"');
  });
});
