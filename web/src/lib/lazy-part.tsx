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
 * A part of a server-rendered page whose module is asked for as the page hydrates, in its own Suspense
 * boundary: until it arrives the part is the server's HTML (decision 045). Memoized, because a render
 * reaching a part still loading drops that HTML: give it stable props. With `shownWhen`, a part the
 * page hides at this width is neither loaded nor hydrated there (MediaGate).
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
