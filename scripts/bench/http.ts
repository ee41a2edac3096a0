// Requests over node:http. Not fetch(): undici refuses the "bad ports" of the Fetch standard, and offset 60
// puts Hosting on 5060 (SIP).
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One kept-alive connection, as a browser tab would reuse it. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface Timed {
  status: number;
  body: string;
  ms: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface TimedOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The default keeps one connection; parallel callers pass an agent of their own. */
  agent?: Agent;
  timeoutMs?: number;
}

export const timedRequest = (url: string, options: TimedOptions = {}): Promise<Timed> =>
  new Promise((resolve, reject) => {
    const { method = 'GET', headers = {}, body, timeoutMs = 30_000 } = options;
    const started = performance.now();
    const req = request(url, { method, headers, agent: options.agent ?? agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url} took over ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });

export const timedGet = (url: string, timeoutMs = 30_000): Promise<Timed> => timedRequest(url, { timeoutMs });

export const closeConnections = (): void => agent.destroy();

/** A request to the shop's API as a signed-in caller sends it; (method, path, token?, JSON body?). */
export type ApiCall = (method: string, path: string, token?: string, body?: unknown) => Promise<Timed>;

/**
 * Calls to one shop over an agent of the caller's own. A call never throws: no answer in time, or a
 * failed connection, is status 0 with the error's message as the body.
 */
export const apiCaller =
  (shopUrl: string, callAgent: Agent, timeoutMs: number): ApiCall =>
  async (method, path, token, body) => {
    const started = performance.now();
    try {
      return await timedRequest(`${shopUrl}${path}`, {
        method,
        agent: callAgent,
        timeoutMs,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return { status: 0, body: message, ms: performance.now() - started, headers: {} };
    }
  };
