import { describe, expect, it } from 'vitest';
import { lazyPart } from '../lazy-part';
import { renderToHtml } from '../render-to-html';

const Pages = lazyPart(async () => ({ default: () => <nav>Pages 1 2 3</nav> }));

describe('lazy parts of a server-rendered page', () => {
  it('should render a part whose module is still loading whole, in one render', async () => {
    const html = await renderToHtml(
      <main>
        <p>Serums</p>
        <Pages />
      </main>,
    );
    expect(html).toContain('<nav>Pages 1 2 3</nav>');
    // React's marker for a boundary the server could not finish (the browser would render it again).
    expect(html).not.toContain('<!--$!-->');
  });
});
