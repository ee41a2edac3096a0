import { SESSION_COOKIE } from '@shop/contract';

/** Visitors' pages: the CDN keeps them a minute and may serve them stale while it asks again. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

const hasSessionCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => {
    const [name, value] = pair.trim().split('=');
    return name === SESSION_COOKIE && Boolean(value);
  });

/**
 * Cache-Control for a rendered page: a signed-in browser (it carries the session flag cookie) always
 * gets a fresh page, so a reload after a save shows it. Vary: Cookie keys the CDN's copies on
 * `__session`, the only cookie Hosting forwards, so visitors' copies are never served to it.
 */
export const pageCacheHeaders = (cookieHeader: string | undefined) => ({
  'Cache-Control': hasSessionCookie(cookieHeader) ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE,
  Vary: 'Cookie',
});
