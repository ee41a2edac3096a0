import type { EmotionCache, StylisElement, StylisPlugin } from '@emotion/cache';
import createCache from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

/** Properties Safari still wants with -webkit- (the shop's browsers need no other prefix). */
const SAFARI_PREFIXED = new Set(['user-select', 'backdrop-filter', 'text-size-adjust']);

/**
 * Emotion's default prefixer writes every flex, transition and transform rule three times over
 * (-webkit-, -ms-, plain) for browsers the shop does not run in: 12 to 19 KiB of each server-rendered
 * page's CSS. This one prefixes only what current Safari still needs.
 */
export const modernPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type === 'decl' && !element.return && SAFARI_PREFIXED.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

const KEY = 'css';
/** The server's component styles carry this key instead of the cache's: see markServerStyles. */
export const SERVER_STYLES_KEY = `${KEY}-ssr`;

/**
 * The server's <style> tags as the page sends them. Emotion's browser caches adopt server styles by
 * moving each tag to the end of <head>, and every cache does it again (MUI's default cache as its module
 * is evaluated, then the app's): a moved <style> is parsed again and the whole page's style
 * recalculated, three times over for the page's tens of KiB of CSS. So the component styles carry a key
 * no cache adopts, and `data-s` (emotion's "already placed" mark) keeps the default cache from moving any
 * tag; createEmotionCache records their class names as inserted instead, leaving the tags where they are.
 * The component styles' tag goes without emotion's list of its class names: the browser reads them off
 * the rules themselves (serverClassNames), and the list, a hundred and more hashes that do not compress,
 * was 300 to 700 bytes of every page as sent.
 */
export const markServerStyles = (tags: string): string =>
  tags
    .replace(/<style data-emotion="css [^"]*"/g, `<style data-emotion="${SERVER_STYLES_KEY}"`)
    .replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');

/**
 * The class names whose styles a server style sheet holds: each rule's selector starts with the class
 * it styles (`.css-a1`, `.css-a1:hover`, `.css-a1 svg`, inside an at-rule or a selector list too). A
 * class a rule names later in its selector (a component selector) is not counted: it is inserted in the
 * browser if the page needs it, where counting it would leave it out.
 */
export const serverClassNames = (css: string): string[] =>
  Array.from(css.matchAll(new RegExp(`(?:^|[{},])\\.${KEY}-([\\w-]+)`, 'g')), (match) => match[1] ?? '');

/**
 * True in a browser showing a page the server drew: its <head> holds the server's global styles (the
 * theme's CSS variables among them), marked by markServerStyles. False on the server and on screens the
 * browser draws from the start.
 */
export const pageHasServerGlobalStyles = (): boolean =>
  typeof document !== 'undefined' && document.querySelector(`style[data-s][data-emotion^="${KEY}-global "]`) !== null;

/** The class names the server's component styles hold, so the browser does not insert them again. */
const adoptServerStyles = (inserted: EmotionCache['inserted']): void => {
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[data-emotion="${SERVER_STYLES_KEY}"]`)) {
    for (const name of serverClassNames(node.textContent ?? '')) inserted[name] = true;
  }
};

/**
 * Emotion's sheet, except that adopting a tag already in the page leaves it where it is. `Global`
 * (MUI's CSS variables and baseline) adopts the server's global styles with a sheet made from the
 * cache's sheet's class, and emotion's own moves each tag next to the cache's styles: the page's style
 * sheets change, so the browser parses the moved tag again and recalculates the style and layout of the
 * whole page as it hydrates. Later styles go after the adopted tag, as they would after a moved one.
 */
class InPlaceStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    for (const node of nodes) {
      if (node.isConnected) this.tags.push(node);
      else super.hydrate([node]);
    }
  }
}

/**
 * A composed styled component (MUI's button root wraps ButtonBase, the app bar wraps Paper) registers its
 * styles and hands its class name to the component it wraps, which folds them into a class of its own:
 * only that class reaches the page. Emotion inserts the wrapper's rules all the same, compiled as the
 * page hydrates (18 classes on the products page, none on any element). So a registered class waits
 * for a microtask: once the commit has put its elements in the page (insertion effects run before), it
 * is inserted only if an element carries it (a plain element whose styles hash alike, or a component
 * that puts the class on its own element), still before the browser styles the page.
 */
const skipUnusedWrapperStyles = (cache: EmotionCache): void => {
  const insert = cache.insert.bind(cache);
  const waiting = new Map<string, Parameters<EmotionCache['insert']>>();
  const carried = (className: string) => document.getElementsByClassName(className).length > 0;
  const insertCarried = () => {
    for (const [className, args] of waiting) {
      waiting.delete(className);
      if (cache.inserted[args[1].name] === undefined && carried(className)) insert(...args);
    }
  };
  cache.insert = (...args) => {
    const [selector, serialized] = args;
    const className = `${cache.key}-${serialized.name}`;
    if (selector !== `.${className}` || cache.registered[className] === undefined) return insert(...args);
    if (waiting.size === 0) queueMicrotask(insertCarried);
    waiting.set(className, args);
    return undefined;
  };
};

/** The same cache settings on the server and in the browser: the browser adopts the server's styles. */
export const createEmotionCache = () => {
  const cache = createCache({ key: KEY, stylisPlugins: [modernPrefixer] });
  if (typeof document === 'undefined') return cache;
  const { container, isSpeedy, nonce, prepend, insertionPoint } = cache.sheet;
  cache.sheet = new InPlaceStyleSheet({ key: KEY, container, speedy: isSpeedy, nonce, prepend, insertionPoint });
  adoptServerStyles(cache.inserted);
  skipUnusedWrapperStyles(cache);
  return cache;
};
