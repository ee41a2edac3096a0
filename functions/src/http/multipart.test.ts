import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { readMultipartFile } from './multipart';

const BOUNDARY = 'xBoundary123';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const part = (name: string, content: Buffer | string, filename?: string): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        (filename ? 'Content-Type: image/png\r\n' : '') +
        '\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const body = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

describe('readMultipartFile', () => {
  it('returns the bytes of the file in the named field, skipping other parts', async () => {
    const bytes = Buffer.from([0, 1, 2, 3, 255, 13, 10, 45, 45]);
    const file = await readMultipartFile(
      headers,
      body(part('other', Buffer.from('zzz'), 'a.bin'), part('title', 'hello'), part('file', bytes, 'x.png')),
      'file',
      100,
    );
    expect(file).toEqual({ bytes, truncated: false });
  });

  it('accepts a file of exactly the limit and flags one byte more', async () => {
    const exact = await readMultipartFile(headers, body(part('file', Buffer.alloc(10, 7), 'x.png')), 'file', 10);
    expect(exact).toEqual({ bytes: Buffer.alloc(10, 7), truncated: false });
    const over = await readMultipartFile(headers, body(part('file', Buffer.alloc(11, 7), 'x.png')), 'file', 10);
    expect(over?.truncated).toBe(true);
  });

  it('flags a file longer than the limit', async () => {
    const file = await readMultipartFile(headers, body(part('file', Buffer.alloc(50, 7), 'x.png')), 'file', 10);
    expect(file?.truncated).toBe(true);
    expect(file?.bytes.length).toBe(10);
  });

  it('answers null when no file was sent in the field', async () => {
    expect(await readMultipartFile(headers, body(part('file', 'just text')), 'file', 100)).toBeNull();
  });

  it('refuses a body that is not multipart', async () => {
    await expect(
      readMultipartFile({ 'content-type': 'application/json' }, Buffer.from('{}'), 'file', 100),
    ).rejects.toBeInstanceOf(HttpError);
  });
});
