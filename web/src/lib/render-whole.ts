import { UNFINISHED_BOUNDARY } from '@shop/contract';
import { settleLazyParts } from './lazy-part';

/** Renders after the first one: with the answers, then with the parts those show, then once more at most. */
const MAX_RENDER_ROUNDS = 4;

/** One turn of the event loop: React's own callbacks on modules that have arrived have all run. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Renders a page on the server again until every Suspense boundary in it is finished: a render asks for
 * the page's answers (`fetchAnswers` gets those it asked for; false when there were none), a render with
 * them may ask for more (a list that depends on the categories, say), and any render may meet lazy parts
 * whose modules are still loading, some shown only with the answers.
 *
 * Whether to render again is read off the HTML, not only off the modules known to be loading: a module
 * that arrived before React first asked for it (asked for early, by another request, or by a preload)
 * is still one React waits for in that render, and a page left with such a boundary is drawn again by
 * the browser instead of hydrated.
 */
export const renderWhole = async <Rendered extends { html: string }>(
  render: () => Rendered,
  fetchAnswers: () => Promise<boolean>,
): Promise<Rendered> => {
  let rendered = render();
  for (let round = 0; round < MAX_RENDER_ROUNDS; round += 1) {
    const unfinished = rendered.html.includes(UNFINISHED_BOUNDARY);
    const [answered, metLoadingParts] = await Promise.all([fetchAnswers(), settleLazyParts()]);
    if (!answered && !metLoadingParts && !unfinished) break;
    if (unfinished && !metLoadingParts) await nextTurn();
    rendered = render();
  }
  return rendered;
};
