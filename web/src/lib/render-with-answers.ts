import type { AnswerLoad, PageDataSession } from './page-data';
import { answersRead } from './page-data';
import { createRecentByAddress } from './recent-by-address';
import { renderWhole } from './render-whole';

/** How many addresses the server remembers the asked-for answers of; the oldest is forgotten first. */
const REMEMBERED_ADDRESSES = 500;

export type AnswerMemory = ReturnType<typeof createAnswerMemory>;

/**
 * Server: which answers each address's page asked for when it was last rendered, as their keys with
 * the loaders that fetch them. A key names its answer (the same key, the same request), so an address's
 * loaders fetch the same things again on its next request. Only the answers the page read are kept.
 */
export const createAnswerMemory = (limit = REMEMBERED_ADDRESSES) => {
  const byAddress = createRecentByAddress<Map<string, AnswerLoad>>(limit);
  return {
    recall: (address: string): Map<string, AnswerLoad> => new Map(byAddress.get(address)),
    remember: (address: string, asked: Map<string, AnswerLoad>, session: PageDataSession): void => {
      const read = answersRead(session);
      byAddress.set(address, new Map([...asked].filter(([key]) => Object.hasOwn(read, key))));
    },
  };
};

interface RenderWithAnswersOptions<Rendered> {
  address: string;
  session: PageDataSession;
  memory: AnswerMemory;
  /** One synchronous render pass of the page (inside renderWithPageData). */
  render: () => Rendered;
  /** What else the first answers wait for (the categories); the page renders again once it is here. */
  alongside: () => Promise<void>;
  timeoutMs: number;
}

/**
 * Renders a page with its answers. Without anything remembered for the address, a first pass learns
 * what the page asks for and the next pass renders with it (renderWhole). With what the address asked
 * for last time, those answers are fetched first, beside `alongside`, and the page usually renders once.
 * Either way a pass that asks for more still gets it, and the page is rendered again.
 */
export const renderWithAnswers = async <Rendered extends { html: string }>({
  address,
  session,
  memory,
  render,
  alongside,
  timeoutMs,
}: RenderWithAnswersOptions<Rendered>): Promise<Rendered> => {
  const asked = new Map<string, AnswerLoad>();
  /** Fetches what the last pass asked for; false when it asked for nothing. */
  const fetchWanted = async (): Promise<boolean> => {
    const wanted = [...(session.wanted ?? new Map<string, AnswerLoad>())];
    session.wanted = new Map();
    if (!wanted.length) return false;
    wanted.forEach(([key, load]) => asked.set(key, load));
    const answers = await Promise.all(wanted.map(([, load]) => load(AbortSignal.timeout(timeoutMs))));
    wanted.forEach(([key], index) => {
      const answer = answers[index];
      if (answer) session.answers[key] = answer;
    });
    return true;
  };

  let first: (() => Promise<void>) | null = alongside;
  const nextRound = async (): Promise<boolean> => {
    const waitFor = first;
    first = null;
    const [, answered] = await Promise.all([waitFor?.(), fetchWanted()]);
    return Boolean(waitFor) || answered;
  };

  session.wanted = memory.recall(address);
  if (session.wanted.size) await nextRound();
  const rendered = await renderWhole(render, nextRound);
  memory.remember(address, asked, session);
  return rendered;
};
