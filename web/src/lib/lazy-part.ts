import { lazy } from 'react';

/*
 * React.lazy for the parts of a server-rendered page that hydrate after the paint. On the server a lazy
 * part whose module is still loading renders its Suspense fallback, and the browser then logs that the
 * server could not finish the boundary (React #419) and renders it itself. The first render in a fresh
 * server process always meets such parts loading, so the server waits for them (settleLazyParts) and
 * renders again.
 */
const loading = new Set<Promise<unknown>>();

export const lazyPart: typeof lazy = (load) =>
  lazy(() => {
    const part = load();
    loading.add(part);
    const settled = () => void loading.delete(part);
    part.then(settled, settled);
    return part;
  });

/** Waits for the lazy parts a render started to load; true when there were any. */
export const settleLazyParts = async (): Promise<boolean> => {
  if (!loading.size) return false;
  await Promise.allSettled([...loading]);
  return true;
};
