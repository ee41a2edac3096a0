import { describe, expect, it } from 'vitest';
import { lazyPart } from '../lazy-part';
import { renderToHtml } from '../render-to-html';

const Pages = lazyPart(async () => ({ default: () => <nav>Pages 1 2 3</nav> }));
/** A part larger than React's progressive chunk (about 12 KB), which React would move otherwise. */
const Reviews = lazyPart(async () => ({ default: () => <ol>{'Lovely serum. '.repeat(2000)}</ol> }));

describe('lazy parts of a server-rendered page', () => {
  it('should render a part whose module is still loading whole, in one render', async () => {
    const html = await renderToHtml(
      <main>
        <p>Serums</p>
        <Pages />
        <Reviews />
      </main>,
    );
    expect(html).toContain('<nav>Pages 1 2 3</nav>');
    // Written in place, without a script to move it there (the page's script policy allows none).
    expect(html).not.toContain('<script');
    // React's marker for a boundary the server could not finish (the browser would render it again).
    expect(html).not.toContain('<!--$!-->');
  });
});
