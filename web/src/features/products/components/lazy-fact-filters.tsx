import { lazyPart } from '@/lib/lazy-part';

/*
 * The fact filters (skin type, concern, routine step, free-from) and their chips come after the first
 * paint: the server renders them, and they hydrate when their chunk arrives (lazyPart). Until then they
 * show but do not answer, like the rest of a page before hydration; a tick given meanwhile is applied
 * once they do (useEarlyInput).
 */
const loadFactParts = () => Promise.all([import('./fact-filters'), import('./fact-chips')]);

export const LazyFactFilters = lazyPart(() => loadFactParts().then(([filters]) => ({ default: filters.FactFilters })));
export const LazyFactChips = lazyPart(() => loadFactParts().then(([, chips]) => ({ default: chips.FactChips })));
