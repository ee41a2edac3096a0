import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { jsonBodyGuard } from './body';

const run = (headers: Record<string, string>, rawBody?: Buffer, body?: unknown) => {
  const req = {
    rawBody,
    body,
    get: (name: string) => headers[name.toLowerCase()],
    is: (type: string) => (headers['content-type']?.startsWith(type) ? type : false),
  } as unknown as Request;
  const next = vi.fn() as NextFunction & ReturnType<typeof vi.fn>;
  void jsonBodyGuard(req, {} as Response, next);
  return next.mock.calls[0]?.[0] as unknown;
};

describe('jsonBodyGuard', () => {
  it('lets a request without a body through, even one an empty chunked stream carried', () => {
    expect(run({})).toBeUndefined();
    expect(run({ 'transfer-encoding': 'chunked' }, Buffer.alloc(0))).toBeUndefined();
  });

  it('refuses a body that is not JSON with 415 and one over 100 kB with 413', () => {
    expect(run({ 'content-type': 'application/x-www-form-urlencoded' }, Buffer.from('a=1'))).toMatchObject({
      status: 415,
    });
    expect(run({ 'content-type': 'application/json' }, Buffer.alloc(100 * 1024 + 1, 32), {})).toMatchObject({
      status: 413,
    });
  });

  it('refuses prototype keys at any depth with 400 and passes a plain JSON body', () => {
    const json = { 'content-type': 'application/json' };
    const nested = JSON.parse('{"a":{"b":[{"__proto__":{"admin":true}}]}}') as unknown;
    expect(run(json, Buffer.from('{}'), nested)).toMatchObject({ status: 400 });
    expect(run(json, Buffer.from('{}'), { productId: 'p1' })).toBeUndefined();
  });
});
