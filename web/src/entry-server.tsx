import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Category, InitializeBody, RenderedPage } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { apiClient, setApiOrigin } from '@/lib/api-client';
import { createEmotionCache, markServerStyles } from '@/lib/emotion-cache';
import type { PageDataSession, ServerPageState } from '@/lib/page-data';
import { answersRead, renderWithPageData, serializePageState } from '@/lib/page-data';
import { createAnswerMemory, renderWithAnswers } from '@/lib/render-with-answers';
import { createRenderedPages, renderInputs } from '@/lib/rendered-pages';

/**
 * Server-side rendering of the public screens (the `ssr` function calls it). The page renders once to
 * learn which answers it needs, the API is asked for them, and the page renders again with them (or,
 * for an address rendered before, the answers it asked for then are fetched first and the page renders
 * once); the answers travel with the HTML so the browser hydrates without asking again. When the API
 * answers exactly what the address's last page was rendered from, that page is served without a render.
 */
const ANSWER_TIMEOUT_MS = 8000;
const TITLE = /<title>([^<]*)<\/title>/;
/** The first picture marked high priority (the page's main one: ProductImage, blog pictures). */
const LEAD_IMAGE = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i;
const SRC = /\bsrc="([^"]+)"/;
/** What each address asked for last time: its next request fetches that first and renders once. */
const answerMemory = createAnswerMemory();
/** The last page of each address, with what it was rendered from. */
const renderedPages = createRenderedPages<RenderedPage>();

const loadCategories = async (): Promise<Category[]> => {
  const result = await apiClient.get<InitializeBody>(API_PATHS.initialize, {
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return result.success && result.body ? result.body.categories : [];
};

export const renderPage = async (href: string, apiOrigin: string): Promise<RenderedPage> => {
  setApiOrigin(apiOrigin);
  const url = new URL(href);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      styles: '',
      html: '',
      state: '',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The categories are asked for at once and arrive beside the page's first answers: one wait for the
  // API instead of two. A list that depends on them (/products?category=) asks for its answer again in
  // the render that has them.
  const categories = loadCategories();
  const pageState: ServerPageState = { answers: {}, categories: [] };
  const session: PageDataSession = { answers: pageState.answers, wanted: new Map() };

  /** One render pass, or the address's last page when this pass would render it from the same inputs. */
  const renderOnce = () => {
    const inputs = renderInputs(pageState.categories, session.answers);
    const kept = renderedPages.find(url.href, inputs);
    if (kept) return { html: kept.html, inputs, kept };
    const cache = createEmotionCache();
    // Created before rendering: it switches the cache from inline <style> tags to collected styles.
    const emotion = createEmotionServer(cache);
    const html = renderWithPageData(session, () =>
      renderToString(
        <CacheProvider value={cache}>
          <App categories={pageState.categories}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </CacheProvider>,
      ),
    );
    return { html, inputs, emotion };
  };

  // The page's answers are fetched, beside the categories, before the render that shows them: those the
  // address asked for last time at once, others once a render has asked for them. Lazy parts still
  // loading are awaited and the page rendered again, until no Suspense boundary is left unfinished.
  const rendered = await renderWithAnswers({
    address: url.href,
    session,
    memory: answerMemory,
    render: renderOnce,
    alongside: async () => {
      pageState.categories = await categories;
    },
    timeoutMs: ANSWER_TIMEOUT_MS,
  });
  if (rendered.kept) return rendered.kept;

  const { emotion } = rendered;
  const styles = markServerStyles(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(rendered.html)));
  const title = TITLE.exec(rendered.html)?.[1];
  const leadImageTag = LEAD_IMAGE.exec(rendered.html)?.[0];
  const leadImage = leadImageTag ? SRC.exec(leadImageTag)?.[1] : undefined;
  const notFound =
    context.matches.some(({ route }) => route.path === '*') ||
    Object.values(pageState.answers).some((answer) => answer.status === 404);
  const page: RenderedPage = {
    status: notFound ? 404 : context.statusCode,
    title,
    leadImage,
    styles,
    html: rendered.html.replace(TITLE, ''),
    state: serializePageState({ ...pageState, answers: answersRead(session) }),
  };
  renderedPages.keep(url.href, rendered.inputs, page, rendered.html);
  return page;
};
