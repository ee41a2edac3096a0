import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderedPage } from '@shop/contract';
import type { StaticHandlerContext } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { setApiOrigin } from '@/lib/api-client';
import { createEmotionCache, markServerStyles } from '@/lib/emotion-cache';
import { serializePageState } from '@/lib/hydration-state';
import { createRenderedPages } from '@/lib/rendered-pages';
import { renderToHtml } from '@/lib/render-to-html';

/**
 * Server-side rendering of the public screens (the `ssr` function calls it). The router runs the
 * matched routes' loaders, React renders the page once, waiting for its lazy parts, and the loaders'
 * answers travel with the HTML as the router's hydration data, so the browser hydrates without asking
 * again. When the loaders answer exactly what the address's last page was rendered from, that page is
 * served without a render.
 */
const ANSWER_TIMEOUT_MS = 8000;
const TITLE = /<title>([^<]*)<\/title>/;
/** The first picture marked high priority (the page's main one: ProductImage, blog pictures). */
const LEAD_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i;
const SRC = /\bsrc="([^"]+)"/;
/** The last page rendered at each address, with what it was rendered from. */
const renderedPages = createRenderedPages<RenderedPage>();

/** An API answer (the envelope with its status) that says 404. */
const isNotFoundAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'success' in answer && 'status' in answer && answer.status === 404;

/** Whether one of the loaders' answers (awaited on the server) says the page's subject does not exist. */
const answersNotFound = (context: StaticHandlerContext): boolean =>
  Object.values(context.loaderData).some(
    (data) => typeof data === 'object' && data !== null && Object.values(data).some(isNotFoundAnswer),
  );

export const renderPage = async (href: string, apiOrigin: string): Promise<RenderedPage> => {
  setApiOrigin(apiOrigin);
  const url = new URL(href);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }));
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      styles: '',
      html: '',
      state: '',
    };
  }
  const state = serializePageState({ hydration: { loaderData: context.loaderData, errors: context.errors } });
  const kept = renderedPages.find(url.href, state);
  if (kept) return kept;

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createEmotionCache();
  // Created before rendering: it switches the cache from inline <style> tags to collected styles.
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <App>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </CacheProvider>,
    AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  );
  const styles = markServerStyles(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)));
  const title = TITLE.exec(html)?.[1];
  const leadImageTag = LEAD_IMAGE.exec(html)?.[0];
  const leadImage = leadImageTag ? SRC.exec(leadImageTag)?.[1] : undefined;
  const notFound = context.matches.some(({ route }) => route.path === '*') || answersNotFound(context);
  const page: RenderedPage = {
    status: notFound ? 404 : context.statusCode,
    title,
    leadImage,
    styles,
    html: html.replace(TITLE, ''),
    state,
  };
  renderedPages.keep(url.href, state, page, html);
  return page;
};
