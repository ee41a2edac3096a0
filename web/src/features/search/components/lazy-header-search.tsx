import { lazyPart } from '@/lib/lazy-part';

/*
 * The header's search comes after the first paint: the server renders it (a form that sends the search
 * to the shop page), and it hydrates when its chunk arrives (lazyPart); text typed before then is kept.
 */
export const LazyHeaderSearch = lazyPart(() =>
  import('./header-search').then((module) => ({ default: module.HeaderSearch })),
);
