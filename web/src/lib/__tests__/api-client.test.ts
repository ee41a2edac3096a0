import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, onSessionRejected } from '../api-client';

/** Stands in for the network: answers every request with `response` and records what was sent. */
const fakeNetwork = (response: () => Response | Promise<Response>) => vi.fn<typeof fetch>(async () => response());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sentHeaders = (network: ReturnType<typeof fakeNetwork>) => new Headers(network.mock.calls[0]?.[1]?.headers);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient', () => {
  it('should return the envelope of a successful answer with its status', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok', body: { categories: [] } }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    const result = await api.get<{ categories: unknown[] }>('/misc/initialize');

    expect(result).toEqual({ success: true, message: 'ok', body: { categories: [] }, status: 200 });
    expect(network).toHaveBeenCalledWith('/misc/initialize', expect.objectContaining({ method: 'GET' }));
  });

  it("should pass on the server's message and status when it refuses", async () => {
    const network = fakeNetwork(() =>
      json({ success: false, message: 'This Username has already exists!', errors: { username: 'taken' } }, 409),
    );
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    const result = await api.post('/api/users', { username: 'jane' });

    expect(result).toEqual({
      success: false,
      message: 'This Username has already exists!',
      errors: { username: 'taken' },
      status: 409,
    });
  });

  it('should never report success for an HTTP error, whatever the body says', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'odd' }, 500));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    expect(await api.get('/api/products')).toMatchObject({ success: false, message: 'odd', status: 500 });
  });

  it('should turn a non-JSON error answer into its text', async () => {
    const network = fakeNetwork(() => new Response('Service Unavailable', { status: 503 }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    expect(await api.get('/api/products')).toEqual({ success: false, message: 'Service Unavailable', status: 503 });
  });

  it('should use the status text when an error answer has no body', async () => {
    const network = fakeNetwork(() => new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    expect(await api.get('/api/products')).toEqual({ success: false, message: 'Bad Gateway', status: 502 });
  });

  it('should refuse a successful answer that is not an envelope', async () => {
    const network = fakeNetwork(() => new Response('<html></html>', { status: 200 }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    expect(await api.get('/misc/initialize')).toMatchObject({ success: false, status: 200 });
  });

  it('should turn a network error into { success: false, message }', async () => {
    const network = fakeNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    expect(await api.get('/misc/initialize')).toEqual({ success: false, message: 'Failed to fetch', status: 0 });
  });

  it('should turn a failing token refresh into { success: false, message }', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
    const api = createApiClient({
      getIdToken: () => Promise.reject(new Error('auth/network-request-failed')),
      fetchImpl: network,
    });

    expect(await api.get('/misc/initialize')).toEqual({
      success: false,
      message: 'auth/network-request-failed',
      status: 0,
    });
    expect(network).not.toHaveBeenCalled();
  });

  it('should attach the Firebase ID token as a Bearer token when signed in', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
    const api = createApiClient({ getIdToken: async () => 'id-token-123', fetchImpl: network });

    await api.get('/misc/initialize');

    expect(sentHeaders(network).get('Authorization')).toBe('Bearer id-token-123');
  });

  it('should send no Authorization header for visitors', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    await api.get('/misc/initialize');

    expect(sentHeaders(network).has('Authorization')).toBe(false);
  });

  it('should send JSON bodies with their content type, and the query without empty values', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });

    await api.put('/cart/c1', { id: 'p1', quantity: 2 }, { query: { page: 1, q: '', category: undefined } });

    const [url, init] = network.mock.calls[0] ?? [];
    expect(url).toBe('/cart/c1?page=1');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify({ id: 'p1', quantity: 2 }));
    expect(sentHeaders(network).get('Content-Type')).toBe('application/json');
  });

  it('should send FormData as it is, letting the browser set the boundary', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok', body: { url: '/uploads/a.png' } }));
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network });
    const form = new FormData();
    form.set('file', new Blob(['x']), 'a.png');

    await api.post('/uploads', form);

    expect(network.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(network).has('Content-Type')).toBe(false);
  });

  it('should use the global fetch when none is given', async () => {
    const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
    vi.stubGlobal('fetch', network);
    const api = createApiClient({ getIdToken: async () => null });

    await api.delete('/cart/c1');

    expect(network).toHaveBeenCalledWith('/cart/c1', expect.objectContaining({ method: 'DELETE' }));
  });

  it('should repeat an answer that asks to be retried (503 with Retry-After) until it lands', async () => {
    const busy = (seconds: string) =>
      new Response(JSON.stringify({ success: false, message: 'busy' }), {
        status: 503,
        headers: { 'Retry-After': seconds },
      });
    const busyThenOk = [busy('1'), busy('2'), json({ success: true, message: 'added', body: null })];
    const network = vi.fn<typeof fetch>(async () => busyThenOk.shift() as Response);
    const sleep = vi.fn(async (_ms: number) => undefined);
    const api = createApiClient({ getIdToken: async () => 'token', fetchImpl: network, sleep });

    const result = await api.post('/cart', { productId: 'p1' });

    expect(result).toEqual({ success: true, message: 'added', body: null, status: 200 });
    expect(network).toHaveBeenCalledTimes(3);
    expect(network.mock.calls[2]?.[1]?.body).toBe(JSON.stringify({ productId: 'p1' }));
    expect(sleep.mock.calls.map(([ms]) => Math.floor(ms / 1000))).toEqual([1, 2]);
  });

  it('should give up after a few retries and pass on the last answer', async () => {
    const network = fakeNetwork(
      () => new Response(JSON.stringify({ success: false, message: 'busy' }), { status: 503, headers: { 'Retry-After': '1' } }),
    );
    const api = createApiClient({ getIdToken: async () => null, fetchImpl: network, sleep: async () => undefined });

    expect(await api.post('/cart', {})).toEqual({ success: false, message: 'busy', status: 503 });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it('should not repeat a final refusal: a 409 or 503 without Retry-After, or a 429', async () => {
    for (const response of [
      json({ success: false, message: 'This cart has already been ordered' }, 409),
      json({ success: false, message: 'down' }, 503),
      new Response(JSON.stringify({ success: false, message: 'slow down' }), { status: 429, headers: { 'Retry-After': '60' } }),
    ]) {
      const network = fakeNetwork(() => response);
      const api = createApiClient({ getIdToken: async () => null, fetchImpl: network, sleep: async () => undefined });
      await api.post('/order', {});
      expect(network).toHaveBeenCalledTimes(1);
    }
    });

  describe('a refused session', () => {
    const refused = () => json({ success: false, message: 'Your session has expired, please sign in again' }, 401);

    it('should tell the listener when the API refuses the token that was sent', async () => {
      const listener = vi.fn();
      const stop = onSessionRejected(listener);
      const api = createApiClient({ getIdToken: async () => 'revoked-token', fetchImpl: fakeNetwork(refused) });

      const result = await api.get('/api/blogs');
      stop();

      expect(result.status).toBe(401);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('should not tell the listener about a visitor refused for lack of a token', async () => {
      const listener = vi.fn();
      const stop = onSessionRejected(listener);
      const api = createApiClient({ getIdToken: async () => null, fetchImpl: fakeNetwork(refused) });

      await api.get('/cart');
      stop();

      expect(listener).not.toHaveBeenCalled();
    });

    it('should tell the listener when the token cannot be refreshed because the account was revoked', async () => {
      const listener = vi.fn();
      const stop = onSessionRejected(listener);
      const expired = Object.assign(new Error('Firebase: Error (auth/user-token-expired).'), {
        code: 'auth/user-token-expired',
      });
      const network = fakeNetwork(() => json({ success: true, message: 'ok' }));
      const api = createApiClient({ getIdToken: () => Promise.reject(expired), fetchImpl: network });

      const result = await api.get('/api/users');
      stop();

      expect(result).toMatchObject({ success: false, status: 401 });
      expect(listener).toHaveBeenCalledTimes(1);
      expect(network).not.toHaveBeenCalled();
    });
  });
});
