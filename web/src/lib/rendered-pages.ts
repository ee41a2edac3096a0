import type { Category } from '@shop/contract';
import { UNFINISHED_BOUNDARY } from '@shop/contract';
import type { PageAnswers } from './page-data';
import { createRecentByAddress } from './recent-by-address';

/** How many addresses' last pages the server keeps: about 130 KB each with their styles, 13 MB in all. */
const KEPT_PAGES = 100;

/**
 * What a server render at an address is made from, as one string: the categories and the API's answers
 * it has (in a fixed order). Nothing else reaches a render: it reads no clock and no randomness, which
 * the browser's hydration relies on too, since it renders the same page again from the same answers.
 */
export const renderInputs = (categories: Category[], answers: PageAnswers): string =>
  JSON.stringify([
    categories,
    Object.keys(answers)
      .sort()
      .map((key) => [key, answers[key]]),
  ]);

/**
 * Server: the last page rendered at each address, with the inputs it was rendered from. A request
 * still asks the API for every answer; when what comes back equals what the kept page was rendered from,
 * that page is the render. The oldest address is forgotten first.
 */
export const createRenderedPages = <Page>(limit = KEPT_PAGES) => {
  const byAddress = createRecentByAddress<{ inputs: string; page: Page }>(limit);
  return {
    find: (address: string, inputs: string): Page | undefined => {
      const kept = byAddress.get(address);
      return kept?.inputs === inputs ? kept.page : undefined;
    },
    /** Keeps a whole page only: one with a part still loading is rendered again next time. */
    keep: (address: string, inputs: string, page: Page, html: string): void => {
      if (html.includes(UNFINISHED_BOUNDARY)) byAddress.delete(address);
      else byAddress.set(address, { inputs, page });
    },
  };
};
