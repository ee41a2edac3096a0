import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../app';
import type { RenderedPage } from '@shop/contract';

/**
 * The web app's server renderer (web/dist-ssr, built by web/build.mjs): SHOP_SSR_DIR in the emulators,
 * functions/lib/ssr once deployed (functions/build.mjs copies it there).
 */
const ssrDir = (): string => process.env.SHOP_SSR_DIR ?? join(__dirname, 'ssr');

interface RendererModule {
  renderPage: (href: string, apiOrigin: string) => Promise<RenderedPage>;
}

export interface Renderer {
  template: string;
  render: (href: string) => Promise<RenderedPage>;
}

/**
 * The renderer asks the API for the page's data through the same handlers the browser uses, on a
 * loopback port of this instance: same answers, same caching, no second copy of the queries.
 */
const startLoopbackApi = (): Promise<string> =>
  new Promise((resolve, reject) => {
    const server = createApp().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
    server.on('error', reject);
    server.unref();
  });

const loadRenderer = async (): Promise<Renderer> => {
  const dir = ssrDir();
  const [template, module, apiOrigin] = await Promise.all([
    readFile(join(dir, 'template.html'), 'utf8'),
    import(pathToFileURL(join(dir, 'entry-server.mjs')).href) as Promise<RendererModule>,
    startLoopbackApi(),
  ]);
  return { template, render: (href) => module.renderPage(href, apiOrigin) };
};

let renderer: Promise<Renderer> | null = null;

/** Loaded once per instance; a failed load is tried again on the next request. */
export const getRenderer = (): Promise<Renderer> => {
  renderer ??= loadRenderer().catch((err: unknown) => {
    renderer = null;
    throw err;
  });
  return renderer;
};

/** The plain app shell, for when rendering fails: the browser renders the page itself. */
export const readShell = (): Promise<string> => readFile(join(ssrDir(), 'template.html'), 'utf8');
