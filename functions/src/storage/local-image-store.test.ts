import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localImageStore } from './local-image-store';

describe('localImageStore', () => {
  it('saves and reads back an image by its server-made name', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'shop-uploads-')), 'uploads');
    const store = localImageStore(dir);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    await store.save('0b6f4a52-8a4f-4f7e-9a57-4bb0d3a4e1c2.png', { bytes, contentType: 'image/png' });
    expect(await store.read('0b6f4a52-8a4f-4f7e-9a57-4bb0d3a4e1c2.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await store.read('ffffffff-8a4f-4f7e-9a57-4bb0d3a4e1c2.png')).toBeNull();
  });

  it('never reads or writes outside its folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
    writeFileSync(join(root, 'secret.png'), 'secret');
    const store = localImageStore(join(root, 'uploads'));
    for (const name of ['../secret.png', '..%2fsecret.png', 'a/b.png', 'SECRET.PNG', 'x.html']) {
      expect(await store.read(name), name).toBeNull();
      await expect(store.save(name, { bytes: Buffer.alloc(1), contentType: 'image/png' })).rejects.toThrow();
    }
    expect(readdirSync(root)).toEqual(['secret.png']);
  });
});
