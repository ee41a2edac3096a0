import type { Category, InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from './api-client';

/*
 * The shop's categories (the shop's filter, the admin's product form) are the root route's loader data:
 * components read them with useCategories. A loader that needs them too (the products loader reads
 * `?category=` against them) asks the root loader itself.
 */

/** The id of the route every screen sits in: its loader data are the categories. */
export const ROOT_ROUTE_ID = 'root';

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

let receive!: (categories: Category[]) => void;

/**
 * Browser: the categories the root loader reads, without a request (so it may run again with any
 * navigation): those the page came with (the root's hydration data), or on a screen drawn without the
 * server (panel, admin) those of the startup's first GET /misc/initialize answer; after an admin's change,
 * those asked for again (lib/refresh-categories), and `router` runs the root loader again with them.
 */
export const browserCategories: { known: Promise<Category[]>; router?: { revalidate: () => Promise<void> } } = {
  known: new Promise((resolve) => {
    receive = resolve;
  }),
};

/** Browser: the categories the page came with or the startup received (only the first ones count). */
export const receiveCategories = (categories: Category[]): void => receive(categories);

/**
 * The root route's loader: the shop's categories. The products loader asks it too (on the server the
 * same request's answer, in the browser those known).
 */
export const rootLoader: (args: { request: Request }) => Promise<Category[]> = import.meta.env.SSR
  ? ({ request }) => askForRender(request)
  : () => browserCategories.known;
