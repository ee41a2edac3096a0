import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../web/html-finish.mjs';

const startScript = readFileSync(join(import.meta.dirname, '..', 'web/public/app-start.js'), 'utf8');
const LEAD = 'http://shop.test/uploads/product-a.svg';

interface LargestPaint {
  url: string;
}

/**
 * The inlined app-start.js, run against a page of stand-ins: frames, timers, the picture and the browser's
 * largest-paint reports are played by hand, and `started` counts the times the app's scripts went in.
 */
const page = ({ lead = true } = {}) => {
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const state = { started: 0 };
  let report: ((list: { getEntries: () => LargestPaint[] }) => void) | undefined;
  const picture: { onload?: () => void; onerror?: () => void; src?: string } = {};
  const document = {
    readyState: 'complete',
    querySelector: (selector: string) => (lead && selector.startsWith('link') ? { href: LEAD } : null),
    getElementById: (id: string) => (id === 'app-scripts' ? { content: 'the scripts' } : null),
    importNode: (content: string) => content,
    head: { appendChild: () => state.started++ },
  };
  class PerformanceObserver {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    }
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'Image',
    'PerformanceObserver',
    inlineScript(startScript) as string,
  );
  run(
    document,
    (frame: () => void) => frames.push(frame),
    (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    function Image() {
      return picture;
    },
    PerformanceObserver,
  );
  const drawFrames = (count: number) => {
    for (let i = 0; i < count; i++) frames.splice(0).forEach((frame) => frame());
    // What the last frame scheduled at once (setTimeout 0) runs too.
    timers.filter((timer) => timer.ms === 0).forEach((timer) => timer.run());
  };
  return {
    state,
    picture,
    drawFrames,
    reportLargestPaint: (url: string) => report?.({ getEntries: () => [{ url }] }),
    waitLongest: () => timers.filter((timer) => timer.ms > 0).forEach((timer) => timer.run()),
  };
};

describe("app-start.js: the app's scripts go in once the page's lead picture is on screen", () => {
  it('waits, after the picture loaded, for the report that names it the largest paint, and starts on it', () => {
    const shop = page();
    expect(shop.picture.src).toBe(LEAD);
    shop.picture.onload?.();
    shop.drawFrames(4);
    shop.reportLargestPaint('http://shop.test/uploads/something-else.svg');
    expect(shop.state.started).toBe(0);
    shop.reportLargestPaint(LEAD);
    expect(shop.state.started).toBe(1);
    shop.drawFrames(5);
    shop.waitLongest();
    expect(shop.state.started, 'once only').toBe(1);
  });

  it('starts five frames after the picture loaded when no report names it (a smaller picture, or no reports)', () => {
    const shop = page();
    shop.picture.onload?.();
    shop.drawFrames(4);
    expect(shop.state.started).toBe(0);
    shop.drawFrames(1);
    expect(shop.state.started).toBe(1);
  });

  it('starts five frames after a picture that failed to load', () => {
    const shop = page();
    shop.picture.onerror?.();
    shop.drawFrames(5);
    expect(shop.state.started).toBe(1);
  });

  it('waits no longer than a second for the picture', () => {
    const shop = page();
    shop.waitLongest();
    expect(shop.state.started).toBe(1);
  });

  it('starts on the next frame on a page without a lead picture', () => {
    const shop = page({ lead: false });
    shop.drawFrames(1);
    expect(shop.state.started).toBe(1);
  });
});
