/**
 * What the web app's server renderer (web/src/entry-server.tsx) hands to the `ssr` function, which
 * puts it into the browser build's HTML.
 */
export interface RenderedPage {
  status: number;
  /** Set when the route answered with a redirect. */
  location?: string;
  title?: string;
  /** <style> tags for the head. */
  styles: string;
  /** The picture that is the page's largest paint (already escaped for an attribute), to preload. */
  leadImage?: string;
  /** The markup of #root. */
  html: string;
  /** JSON for the page-state <script type="application/json">. */
  state: string;
}

/** The id of the <script type="application/json"> that carries the page's state to the browser. */
export const PAGE_STATE_ID = 'shop-page-state';

/**
 * React's marker, in server-rendered HTML, for a Suspense boundary the server could not finish (a part
 * still loading, or one that threw): the browser logs React #419 as it hydrates and draws the part itself.
 */
export const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * A signed-in browser's flag cookie (no secret in it). `__session` is the only cookie Firebase Hosting
 * forwards to functions; server-rendered pages are never CDN-cached for a request that carries it.
 */
export const SESSION_COOKIE = '__session';
