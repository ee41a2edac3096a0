import type { UploadBody } from '@shop/contract';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { call } from './support/client';
import { clearAll } from './support/emulators';
import { testEnv } from './support/env';
import { createUser, type TestUser } from './support/users';

/** Real 1×1 images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
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
  call<UploadBody>('POST', '/uploads', { token: user?.token, body, headers });

/** Fetches a served path as bytes (images are not JSON). */
const fetchRaw = async (path: string) => {
  const res = await fetch(testEnv.shopUrl + path);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

const uploadsDir = process.env.SHOP_LOCAL_UPLOADS_DIR;

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

  it('writes into the folder the emulator launcher chose (SHOP_LOCAL_UPLOADS_DIR reaches the function)', async () => {
    expect(uploadsDir).toBeTruthy();
    const res = await upload(admin, form(PNG));
    const name = res.json.body!.url.replace('/uploads/', '');
    expect(readFileSync(join(uploadsDir!, name)).equals(PNG)).toBe(true);
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
    mkdirSync(uploadsDir!, { recursive: true });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    writeFileSync(join(uploadsDir!, 'seed-rose-1.svg'), svg);
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
