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
 * change, the categories asked for again.
 */
let receive: ((categories: Category[]) => void) | undefined;
let known = new Promise<Category[]>((resolve) => {
  receive = resolve;
});
let changed = false;
let revalidateRoutes: (() => Promise<void>) | undefined;

/** Browser: the categories the page came with or the startup received; only the first ones count. */
export const receiveCategories = (categories: Category[]): void => {
  receive?.(categories);
  receive = undefined;
};

/** Browser: the router whose root loader an admin's category change runs again. */
export const revalidateOnCategoryChange = (router: { revalidate: () => Promise<void> }): void => {
  revalidateRoutes = () => router.revalidate();
};

/** The shop's categories for a loader of this request. */
export const shopCategories = (request: Request): Promise<Category[]> =>
  import.meta.env.SSR ? askForRender(request) : known;

export const rootLoader = async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
  const categories = await shopCategories(request);
  changed = false;
  return { categories };
};

/** The root loader runs again only after the categories changed, never for a navigation. */
export const rootShouldRevalidate = (): boolean => changed;

/**
 * Browser, after an admin changed a category: `ask` asks for the categories again (null when it could not,
 * and those known stay), and the root loader runs again with them, so every screen showing them follows.
 */
export const reloadCategories = async (ask: () => Promise<Category[] | null>): Promise<void> => {
  const before = known;
  known = ask().then((categories) => categories ?? before);
  changed = true;
  await revalidateRoutes?.();
};
