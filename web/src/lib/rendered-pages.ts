import { UNFINISHED_BOUNDARY } from '@shop/contract';

/** How many addresses' last pages the server keeps: about 130 KB each with their styles, 13 MB in all. */
const KEPT_PAGES = 100;

/**
 * Server: the last page rendered at each address, with the page state it was rendered from (the
 * loaders' answers and the categories, as the JSON the page carries). A request still runs the loaders;
 * when they answer what the kept page was rendered from, that page is the render. A render reads no
 * clock and no randomness, which the browser's hydration relies on too. The address set longest ago is
 * forgotten first.
 */
export const createRenderedPages = <Page>(limit = KEPT_PAGES) => {
  const byAddress = new Map<string, { state: string; page: Page }>();
  return {
    find: (address: string, state: string): Page | undefined => {
      const kept = byAddress.get(address);
      return kept?.state === state ? kept.page : undefined;
    },
    /** Keeps a whole page only: one with a part that could not render is rendered again next time. */
    keep: (address: string, state: string, page: Page, html: string): void => {
      byAddress.delete(address);
      if (html.includes(UNFINISHED_BOUNDARY)) return;
      byAddress.set(address, { state, page });
      const oldest = byAddress.keys().next().value;
      if (byAddress.size > limit && oldest !== undefined) byAddress.delete(oldest);
    },
  };
};
