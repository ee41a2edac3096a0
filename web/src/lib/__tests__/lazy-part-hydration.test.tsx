// @vitest-environment jsdom
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../lazy-part';
import { renderToHtml } from '../render-to-html';

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
  Reflect.deleteProperty(window, 'matchMedia');
});

/** The server's HTML of the page, with its lazy part rendered whole. */
const serverPage = async (count: number): Promise<HTMLElement> => {
  const OnServer = lazyPart(async () => ({ default: Pages }));
  const container = document.createElement('div');
  container.innerHTML = await renderToHtml(<ProductsPage Part={OnServer} count={count} />);
  document.body.append(container);
  return container;
};

/**
 * jsdom has no media queries: this window is as wide as a test says, and tells listeners when it
 * changes, as a browser does when a window is widened or a tablet turned.
 */
const windowWidth = (initial: number) => {
  let width = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = (media: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(media)?.[1]);
    return {
      get matches() {
        return width >= minWidth;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    for (const listener of [...listeners]) listener();
  };
};

describe('a lazy part of a server-rendered page', () => {
  it('keeps the server’s HTML while its module is on its way, though the page around it renders again', async () => {
    const OnServer = lazyPart(async () => ({ default: Pages }));
    const container = document.createElement('div');
    container.innerHTML = await renderToHtml(<ProductsPage Part={OnServer} count={12} />);
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

  describe('shown only from a width', () => {
    /** The part in the browser, shown from 900 px, counting how often its module is asked for. */
    const countedPart = () => {
      let loads = 0;
      const InBrowser = lazyPart(
        async () => {
          loads += 1;
          return { default: Pages };
        },
        { shownWhen: () => '(min-width:900px)' },
      );
      return { InBrowser, loads: () => loads };
    };

    it('is neither loaded nor hydrated where the page hides it, and renders once the window is wide enough', async () => {
      const container = await serverPage(12);
      const widen = windowWidth(412);
      const { InBrowser, loads } = countedPart();
      await act(async () => {
        root = hydrateRoot(container, <ProductsPage Part={InBrowser} count={12} />);
      });
      expect(loads()).toBe(0);
      // Hidden where it is held back, its server HTML is dropped rather than left waiting to hydrate.
      expect(container.querySelector('nav')).toBeNull();

      // A transition that changes the page around it (as a navigation does) is not held back by it.
      await act(async () => startTransition(() => root?.render(<ProductsPage Part={InBrowser} count={13} />)));
      expect(container.textContent).toBe('13 serums');

      await act(async () => widen(1280));
      expect(loads()).toBe(1);
      expect(container.textContent).toBe('13 serumsPages 1 2 3');
      expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Products pages');
    });

    it('hydrates the server’s HTML where the page shows it', async () => {
      const container = await serverPage(12);
      windowWidth(1280);
      const { InBrowser, loads } = countedPart();
      const serverNav = container.querySelector('nav');
      await act(async () => {
        root = hydrateRoot(container, <ProductsPage Part={InBrowser} count={12} />);
      });
      expect(loads()).toBe(1);
      expect(container.textContent).toBe('12 serumsPages 1 2 3');
      expect(container.querySelector('nav')).toBe(serverNav);
    });
  });
});
