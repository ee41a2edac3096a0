import type { ComponentProps, ComponentType } from 'react';
import { lazy, memo, Suspense, useEffect, useState } from 'react';

/*
 * The parts of a server-rendered page that hydrate after the paint: React keeps the server's HTML of
 * such a part and hydrates it when its module arrives. The server waits for every part's module before
 * it sends the page (a prerender finishes every Suspense boundary).
 */

/**
 * Holds a part's module back while the page hides the part at this width (display: none under a
 * breakpoint): such a part's code is neither downloaded nor run until the media query matches (a
 * tablet turned, a window widened), and then the part renders in the browser.
 */
class MediaGate {
  private release: (() => void) | undefined;
  private readonly opened = new Promise<void>((resolve) => (this.release = resolve));
  private watching = false;

  constructor(private readonly media: () => string) {}

  /** Resolves at once where the query matches, and where nothing can tell (the server, a test's DOM). */
  wait(): Promise<void> {
    this.watch();
    return this.opened;
  }

  /** True while the query does not match (the first call starts watching it). */
  heldBack(): boolean {
    this.watch();
    return this.release !== undefined;
  }

  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    const query = typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(this.media());
    if (!query || query.matches) return this.open();
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      this.open();
    };
    query.addEventListener('change', onChange);
  }

  private open(): void {
    this.release?.();
    this.release = undefined;
  }
}

interface LazyPartOptions {
  /** The media query (made when first needed) outside which the page hides the part (display: none). */
  shownWhen?: () => string;
}

/**
 * A part of a server-rendered page whose module comes after the paint, in its own Suspense boundary
 * (nothing in its place where it is rendered in the browser first).
 *
 * In the browser its module is asked for when React first reaches the part: as a server-drawn page
 * hydrates, right after the page's shell has (every such part is a Suspense boundary of its own, which
 * React hydrates in a pass after the shell's). So the part's code is neither downloaded nor run before
 * the page is interactive. Until the module is here the part is the server's HTML, which shows but does
 * not answer (a click on it then is lost, React does not replay it); a tick in a box is kept
 * (useEarlyInput).
 *
 * Memoized: while its module is on its way, a render reaching the part (the page around it rendering
 * again with new props for it) makes React drop the server's HTML and show nothing until the module is
 * here; a link or a box under the pointer vanishes. So a parent's render that gives it the same props
 * does not reach it; give it stable props (callbacks in useCallback).
 *
 * A part the page hides below a breakpoint (`shownWhen`) is neither loaded nor hydrated there (MediaGate).
 */
// Typed as React.lazy is: any component, whose props the part then takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const lazyPart = <Part extends ComponentType<any>>(
  load: () => Promise<{ default: Part }>,
  { shownWhen }: LazyPartOptions = {},
) => {
  const gate = shownWhen && new MediaGate(shownWhen);
  let requested: Promise<{ default: Part }> | undefined;
  const request = () => (requested ??= gate ? gate.wait().then(load) : load());
  const Module = lazy(request);
  // A hidden part held back drops the server's HTML (a new key: nothing in its place, and it is not
  // seen). Left waiting to hydrate, it would hold back every navigation: React finishes a transition
  // that changes what the page's contexts hold only once every part still to hydrate has.
  function useHeldBackKey(): number {
    const [key, setKey] = useState(0);
    useEffect(() => {
      if (gate?.heldBack()) setKey(1);
    }, []);
    return key;
  }
  // Chosen once per part: a part shown at every width keeps no state and no effect.
  const useBoundaryKey = gate ? useHeldBackKey : () => 0;
  const LazyPart = (props: ComponentProps<Part>) => (
    <Suspense key={useBoundaryKey()} fallback={null}>
      <Module {...props} />
    </Suspense>
  );
  return memo(LazyPart);
};
