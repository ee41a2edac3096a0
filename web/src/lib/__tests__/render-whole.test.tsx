import { UNFINISHED_BOUNDARY } from '@shop/contract';
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../lazy-part';
import { renderWhole } from '../render-whole';

const Pages = () => <nav>Pages 1 2 3</nav>;
const noAnswers = async () => false;
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('renderWhole (the server render of a page)', () => {
  it('finishes a part whose module arrived before React first reached it', async () => {
    // Asked for before the render (as the browser asks for a lazy part's module as its page's code runs),
    // and here already when React first renders the part: React still waits for it in that render.
    const arrived = Promise.resolve({ default: Pages });
    await arrived;
    const Part = lazy(() => arrived);
    const page = () => ({
      html: renderToString(
        <main>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </main>,
      ),
    });

    expect(page().html).toContain(UNFINISHED_BOUNDARY);
    const { html } = await renderWhole(page, noAnswers);
    expect(html).toContain('<nav>Pages 1 2 3</nav>');
    expect(html).not.toContain(UNFINISHED_BOUNDARY);
  });

  it('finishes a part shown only with the page’s answers, whose module is slow', async () => {
    let answered = false;
    const Pagination = lazyPart(async () => {
      await after(30);
      return { default: Pages };
    });
    const page = () => ({
      html: renderToString(<main>{answered ? <Pagination /> : <p>Loading products…</p>}</main>),
    });

    const { html } = await renderWhole(page, async () => {
      await after(5);
      answered = true;
      return true;
    });
    expect(html).toContain('<nav>Pages 1 2 3</nav>');
    expect(html).not.toContain(UNFINISHED_BOUNDARY);
  });

  it('gives the page as it is after a few renders when a part fails every time', async () => {
    let renders = 0;
    const Broken = () => {
      throw new Error('This part cannot render on the server.');
    };
    const page = () => {
      renders += 1;
      return {
        html: renderToString(
          <main>
            <Suspense fallback={null}>
              <Broken />
            </Suspense>
          </main>,
        ),
      };
    };

    const { html } = await renderWhole(page, noAnswers);
    expect(html).toContain(UNFINISHED_BOUNDARY);
    expect(renders).toBeLessThanOrEqual(5);
  });
});
