import { lazyPart } from '@/lib/lazy-part';

/*
 * The fact filters (skin type, concern, routine step, free-from) and their chips come after the first
 * paint: the server renders them, and they hydrate when their chunk arrives (lazyPart). Until then they
 * show but do not answer, like the rest of a page before hydration; a tick given meanwhile is applied
 * once they do (useEarlyInput).
 */
export const LazyFactFilters = lazyPart(() =>
  import('./fact-filters').then((module) => ({ default: module.FactFilters })),
);
export const LazyFactChips = lazyPart(() => import('./fact-chips').then((module) => ({ default: module.FactChips })));
/** The colour filter, in the fact filters' chunk (one request for both). */
export const LazyColourFilter = lazyPart(() =>
  import('./fact-filters').then((module) => ({ default: module.ColourFilter })),
);
