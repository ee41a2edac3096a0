import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; json: unknown };

/**
 * Stands in for the network (fetch): each request gets the answer `respond` gives for it, and is
 * recorded as the API would have seen it.
 */
export const fakeApi = (respond: (call: FakeCall) => Answer) => {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: input,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const { status = 200, json } = respond(call);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
};
