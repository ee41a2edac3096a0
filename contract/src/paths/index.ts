/*
 * Every path of the API, declared once: the api function mounts its routers on them, and the web app,
 * the tests and the seed call them. Three modules, so a page's entry carries only the paths it calls:
 * api.ts (every page), reviews.ts (the product page's reviews, "My reviews"), admin.ts (admin screens).
 * pages.ts: the public pages, which the server renders.
 */
export * from './api';
export * from './admin';
export * from './reviews';
export * from './pages';
