// GET over node:http with one kept-alive connection, as a browser tab would reuse it.
// Not fetch(): undici refuses the "bad ports" of the Fetch standard, and offset 60 puts Hosting on 5060 (SIP).
import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

export interface Timed {
  status: number;
  body: string;
  ms: number;
}

export const timedGet = (url: string, timeoutMs = 30_000): Promise<Timed> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const req = get(url, { agent, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} took over ${timeoutMs} ms`)));
    req.on('error', reject);
  });

export const closeConnections = (): void => agent.destroy();
