import type { BrowserContext } from '@playwright/test';

/**
 * Offline, Google's API loader (apis.google.com/js/api.js) cannot load, yet the Auth SDK's popup and the
 * Auth emulator's helper iframe talk through its gapi.iframes. This stand-in implements the few calls
 * both sides make (load, open, register, send, ping, restyle, getParentIframe) over postMessage; the
 * SDK, the emulator's account chooser and its iframe stay real.
 */
const standIn = () => {
  type Handler = (data: unknown) => unknown;
  type Message = { gapiStandIn: true; kind: 'call' | 'reply' | 'ready'; id?: number; type?: string; data?: unknown };
  const FILTER = 'cross-origin-iframes-filter';
  const handlers = new Map<string, Handler>();
  const queued = new Map<string, { data: unknown; reply: (result: unknown) => void }[]>();
  const replies = new Map<number, (responses: unknown[]) => void>();
  const readyWindows = new Set<MessageEventSource>();
  const readyWaiters: { source: Window; resolve: () => void }[] = [];
  let nextId = 1;
  const script = document.currentScript as HTMLScriptElement | null;

  /** Like gapi, a throwing callback does not escape into the page (the Auth SDK throws in one on purpose). */
  const quietly = (run: () => void) => {
    try {
      run();
    } catch {
      // ignored, as gapi does
    }
  };

  const post = (target: Window, message: Omit<Message, 'gapiStandIn'>) =>
    target.postMessage({ gapiStandIn: true, ...message }, '*');

  window.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    const source = event.source as Window | null;
    if (!message || message.gapiStandIn !== true || !source) return;
    if (message.kind === 'ready') {
      readyWindows.add(source);
      for (const waiter of readyWaiters.filter((w) => w.source === source)) waiter.resolve();
    } else if (message.kind === 'reply' && message.id) {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      if (callback) quietly(() => callback(message.data as unknown[]));
    } else if (message.kind === 'call' && message.type) {
      const reply = (result: unknown) => post(source, { kind: 'reply', id: message.id, data: [result] });
      const handler = handlers.get(message.type);
      if (handler) reply(handler(message.data));
      else queued.set(message.type, [...(queued.get(message.type) ?? []), { data: message.data, reply }]);
    }
  });

  const channel = (target: () => Window | null) => ({
    register: (type: string, handler: Handler) => {
      handlers.set(type, handler);
      for (const { data, reply } of queued.get(type) ?? []) reply(handler(data));
      queued.delete(type);
    },
    send: (type: string, data: unknown, callback?: (responses: unknown[]) => void) => {
      const id = nextId++;
      if (callback) replies.set(id, callback);
      const win = target();
      if (win) post(win, { kind: 'call', id, type, data });
    },
  });

  const open = (
    options: {
      url: string;
      where: HTMLElement;
      attributes?: { style?: Record<string, string> } & Record<string, unknown>;
    },
    opened: (iframe: unknown) => unknown,
  ) => {
    const element = document.createElement('iframe');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (name === 'style') Object.assign(element.style, value);
      else element.setAttribute(name, String(value));
    }
    element.src = options.url;
    options.where.appendChild(element);
    const win = () => element.contentWindow;
    const iframe = {
      ...channel(win),
      restyle: () => Promise.resolve(),
      ping: (callback: () => void) =>
        new Promise<void>((resolve) => {
          const done = () => {
            callback();
            resolve();
          };
          const current = win();
          if (current && readyWindows.has(current)) done();
          else if (current) readyWaiters.push({ source: current, resolve: done });
        }),
    };
    return Promise.resolve(opened(iframe));
  };

  const gapi = {
    load: (_module: string, options: (() => void) | { callback: () => void }) =>
      setTimeout(typeof options === 'function' ? options : options.callback, 0),
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: () => ({ open, getParentIframe: () => channel(() => window.parent) }),
    },
  };
  const global = window as unknown as Record<string, unknown>;
  global.gapi = gapi;
  if (window.parent !== window) post(window.parent, { kind: 'ready' });
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  for (const name of [onload, 'gapi_onload']) {
    const callback = name ? global[name] : undefined;
    if (typeof callback === 'function') setTimeout(callback as () => void, 0);
  }
};

/** Serves the stand-in for Google's API loader, and fails fast what the emulator's popup styles itself with. */
export const useGoogleApiStandIn = async (context: BrowserContext): Promise<void> => {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${standIn.toString()})();` }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
};
