// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart, settleLazyParts } from '../lazy-part';

// The test runner is React's act environment: updates are flushed inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Pages = ({ label }: { label: string }) => <nav aria-label={label}>Pages 1 2 3</nav>;

/** The page around the part; it renders again once it is interactive, as the shop's stores make it. */
const ProductsPage = ({ Part, count }: { Part: ReturnType<typeof lazyPart<typeof Pages>>; count: number }) => (
  <main>
    <p>{count} serums</p>
    <Part label="Products pages" />
  </main>
);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a lazy part of a server-rendered page', () => {
  it('keeps the server’s HTML while its module is on its way, though the page around it renders again', async () => {
    const OnServer = lazyPart(async () => ({ default: Pages }));
    renderToString(<ProductsPage Part={OnServer} count={12} />);
    await settleLazyParts();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductsPage Part={OnServer} count={12} />);
    document.body.append(container);
    expect(container.textContent).toBe('12 serumsPages 1 2 3');

    let arrive: () => void = () => undefined;
    const InBrowser = lazyPart(
      () => new Promise<{ default: typeof Pages }>((resolve) => (arrive = () => resolve({ default: Pages }))),
    );
    const serverNav = container.querySelector('nav');
    await act(async () => {
      root = hydrateRoot(container, <ProductsPage Part={InBrowser} count={12} />);
    });
    act(() => root?.render(<ProductsPage Part={InBrowser} count={13} />));
    expect(container.textContent).toBe('13 serumsPages 1 2 3');
    expect(container.querySelector('nav')).toBe(serverNav);

    await act(async () => arrive());
    expect(container.textContent).toBe('13 serumsPages 1 2 3');
    expect(container.querySelector('nav')).toBe(serverNav);
  });
});
