import { SESSION_COOKIE } from '@shop/contract';

/**
 * Marks this browser as signed in (or not) with a flag cookie, so the CDN never serves it a cached
 * server-rendered page: a reload right after a save shows the save. `persistent` follows Remember me.
 */
export const markSignedIn = (signedIn: boolean, persistent = false): void => {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = !signedIn ? '; Max-Age=0' : persistent ? '; Max-Age=31536000' : '';
  document.cookie = `${SESSION_COOKIE}=${signedIn ? '1' : ''}; Path=/; SameSite=Strict${lifetime}${secure}`;
};
