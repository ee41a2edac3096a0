import type { Category, InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClient } from './api-client';

/*
 * The shop's categories (the shop's filter, the admin's product form) are the root route's loader data:
 * components read them with useCategories. A loader that needs them too (the products loader reads
 * `?category=` against them) asks shopCategories, which answers what the root loader answers.
 */

/** The id of the route every screen sits in: its loader data holds the categories. */
export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  categories: Category[];
}

/** Server: one GET /misc/initialize per page render, shared by the loaders of that render (one request object). */
const renderCategories = new WeakMap<Request, Promise<Category[]>>();

const askForRender = (request: Request): Promise<Category[]> => {
  let categories = renderCategories.get(request);
  if (!categories) {
    categories = apiClient
      .get<InitializeBody>(API_PATHS.initialize, { signal: request.signal })
      .then((result) => (result.success && result.body ? result.body.categories : []));
    renderCategories.set(request, categories);
  }
  return categories;
};

/*
 * Browser: the categories the page came with (the root's hydration data), or on a screen drawn without
 * the server (panel, admin) those of the startup's first GET /misc/initialize answer; after an admin's
 * change, the categories asked for again. The root loader reads them without a request, so it may run
 * again with any navigation.
 */
let receive: (categories: Category[]) => void = () => undefined;
let known = new Promise<Category[]>((resolve) => {
  receive = resolve;
});
let router: { revalidate: () => Promise<void> } | undefined;

/** Browser: the categories the page came with or the startup received (only the first ones count). */
export const receiveCategories = (categories: Category[]): void => receive(categories);

/** Browser: the router whose root loader runs again after an admin's category change. */
export const followCategoryChanges = (browserRouter: typeof router): void => {
  router = browserRouter;
};

/** The shop's categories for a loader of this request. */
export const shopCategories = (request: Request): Promise<Category[]> =>
  import.meta.env.SSR ? askForRender(request) : known;

export const rootLoader = async ({ request }: LoaderFunctionArgs): Promise<RootData> => ({
  categories: await shopCategories(request),
});

/**
 * Browser, after an admin changed a category: `next` are the categories asked for again (null when the
 * request failed, and those known stay); the root loader runs again with them, so every screen follows.
 */
export const reloadCategories = async (next: Promise<Category[] | null>): Promise<void> => {
  const before = known;
  known = next.then((categories) => categories ?? before);
  await router?.revalidate();
};
