import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, settleLazyParts } from '../lazy-part';

const Pages = lazyPart(async () => ({ default: () => <nav>Pages 1 2 3</nav> }));

const page = () =>
  renderToString(
    <main>
      <p>Serums</p>
      <Pages />
    </main>,
  );

describe('lazy parts of a server-rendered page', () => {
  it('should leave a part still loading to the browser, then render it whole once the server waited for it', async () => {
    const first = page();
    expect(first).not.toContain('Pages 1 2 3');
    // React's marker for a boundary the server could not finish: the browser logs #419 and renders it.
    expect(first).toContain('<!--$!-->');

    expect(await settleLazyParts()).toBe(true);
    const second = page();
    expect(second).toContain('<nav>Pages 1 2 3</nav>');
    expect(second).not.toContain('<!--$!-->');
    expect(await settleLazyParts()).toBe(false);
  });
});
