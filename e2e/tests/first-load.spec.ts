import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { LOCK } from '../support/locks';

/**
 * What a public page makes the browser do before it is interactive, counted instead of timed: the gzip
 * KiB of every script requested before <html data-hydrated>, and the components React renders again
 * (read from its commit hook) from the first paint until idle. Today most pages re-render 32 to 45
 * components, /products 110 (its cart buttons change as the session is known); decision 054 has the
 * figures from before (815 on home).
 */
const FIRST_LOAD_KIB = 200;
const RERENDER_LIMIT = 150;
/**
 * A first visit to home (the welcome dialog opens): every script by the time the network is idle and every
 * part has hydrated. What waits for a visitor to reach for it (the search suggestions, the forms' library,
 * the phone menu) is not in it.
 */
const HOME_BY_IDLE_KIB = 185;
/** TCP's initial window, 10 segments of 1,460 bytes: a page up to it arrives in the first round trip. */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
/**
 * Each public page's HTML as sent (headers included) at commit e877f73, as this test counts it: the limit it
 * is held to. /blogs must also fit the first round trip.
 *
 * The product page counted is the Grand Vanity Trunk's: priced above anything the seed's history buys, it
 * has no orders and no reviews on any day (seed-data.test.ts holds it), so its page carries the same data
 * every day, and the same as e877f73's seed gave it. The rosehip serum's page, which the other checks and
 * Lighthouse measure, carries the day's reviews: 0 to 13 of them, 14.3 to 18.6 KB as sent, a spread no
 * fixed limit can hold (`npm run lighthouse -- --baseline` compares it with the same data on both sides).
 */
const HTML_BYTES_AT_E877F73: Record<string, number> = {
  '/': 18_742,
  '/products': 18_798,
  '/products?category=makeup': 18_733,
  '/product/grand-vanity-trunk': 14_149,
  '/blogs': 14_432,
  '/blogs/double-cleanse-explained': 13_591,
  '/about': 13_457,
  '/contact': 15_672,
  '/login': 14_819,
  '/register': 14_333,
  '/skin-analysis': 12_073,
};

const DIST = fileURLToPath(new URL('../../web/dist-test/assets/', import.meta.url));
const gzipKib = (file: string) => gzipSync(readFileSync(DIST + file), { level: 9 }).length / 1024;

/** Installed before any of the page's scripts: the hydration mark and React's commits. */
const watchLoad = () => {
  const watch = { hydratedAt: -1, rerenders: 0 };
  (window as unknown as { __firstLoad: typeof watch }).__firstLoad = watch;
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    watch.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });

  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  // Function, class, forwardRef and memo components; PerformedWork is set on a fiber React rendered.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  /** Components rendered again in this commit: a subtree whose children are the previous ones bailed out. */
  const rerendered = (fiber: Fiber, previous: Fiber | null): number => {
    let count = previous && COMPONENT_TAGS.has(fiber.tag) && fiber.flags & PERFORMED_WORK ? 1 : 0;
    if (previous && fiber.child === previous.child) return count;
    for (let child = fiber.child; child; child = child.sibling) count += rerendered(child, child.alternate);
    return count;
  };
  let renderers = 0;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => ++renderers,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      watch.rerenders += rerendered(root.current, root.current.alternate);
    },
  };
};

/** The script files among resource timing entries, each once. */
const scriptFiles = (entries: { name: string }[]): string[] => [
  ...new Set(
    entries
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'))
      .map((pathname) => basename(pathname)),
  ),
];
const kibOf = (files: string[]) => files.reduce((total, file) => total + gzipKib(file), 0);

interface LoadFigures {
  kib: number;
  scripts: string[];
  rerenders: number;
}

const measure = async (page: Page, path: string): Promise<LoadFigures> => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { hydratedAt, rerenders, requested } = await page.evaluate(() => {
    const watch = (window as unknown as { __firstLoad: { hydratedAt: number; rerenders: number } }).__firstLoad;
    const requested = performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
    return { hydratedAt: watch.hydratedAt, rerenders: watch.rerenders, requested };
  });
  expect(hydratedAt, `${path} became interactive`).toBeGreaterThan(0);
  const scripts = scriptFiles(requested.filter((entry) => entry.startTime < hydratedAt));
  return { kib: kibOf(scripts), scripts, rerenders };
};

/** Installed before any of the page's scripts: keeps React's root, to count the parts still to hydrate. */
const keepReactRoot = () => {
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: unknown) => {
      (window as unknown as { __reactRoot: unknown }).__reactRoot = root;
    },
  };
};

/** The Suspense boundaries whose server HTML React has not hydrated yet (each part waits for its code). */
const partsToHydrate = () => {
  interface Fiber {
    tag: number;
    memoizedState: { dehydrated?: unknown } | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const root = (window as unknown as { __reactRoot?: { current: Fiber } }).__reactRoot;
  if (!root) return -1;
  const SUSPENSE = 13;
  let count = 0;
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop() as Fiber;
    if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) count += 1;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return count;
};

/**
 * Runs `load` (on a page with keepReactRoot), then waits until every part the server drew has hydrated
 * and the page asks for nothing more: no request in flight, and the main thread idle without a new
 * request. Playwright's network idle alone (500 ms without a request) comes too early on a busy machine,
 * while the last parts still hydrate and ask for their code.
 */
const untilQuiet = async (page: Page, load: () => Promise<unknown>) => {
  let inFlight = 0;
  let started = 0;
  const onRequest = () => {
    inFlight += 1;
    started += 1;
  };
  const onDone = () => (inFlight -= 1);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await load();
    for (;;) {
      await expect.poll(() => page.evaluate(partsToHydrate), { message: 'parts still to hydrate' }).toBe(0);
      await expect.poll(() => inFlight).toBe(0);
      const before = started;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      if (started === before && inFlight === 0) return;
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
};

/** The public pages measured; the post is a seeded one, which no test changes. */
const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products?category=makeup',
  '/product/rosehip-renewal-serum',
  '/blogs',
  '/blogs/double-cleanse-explained',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/skin-analysis',
];

test.describe('first load of the public pages, counted', () => {
  test('each public page asks for at most 200 KiB of JavaScript before it is interactive, and does not render itself again as it becomes interactive', async ({
    page,
  }) => {
    await page.addInitScript(watchLoad);
    const figures: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await test.step(path, async () => {
        const { kib, scripts, rerenders } = await measure(page, path);
        figures.push(
          `${path.padEnd(32)} ${kib.toFixed(1).padStart(6)} KiB in ${scripts.length} scripts, ${rerenders} re-renders`,
        );
        console.log(figures.at(-1));
        expect.soft(kib, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(FIRST_LOAD_KIB);
        expect
          .soft(rerenders, `${path}: components rendered again as the page became interactive`)
          .toBeLessThanOrEqual(RERENDER_LIMIT);
      });
    }
  });
});

// Its byte counts take pages of the product lists: no test adds or changes products meanwhile.
test.describe('a first visit, counted', { lock: LOCK.products }, () => {
  // A context of its own: an empty HTTP cache (every page's HTML comes whole, not as a 304) and no
  // welcome dismissed, as for a visitor's first visit.
  test.use({ freshContext: true, welcomeDismissed: false });

  test("each public page's HTML as sent is within its limit (the blogs' in the first round trip), and home asks for at most 185 KiB of JavaScript by the time the network is idle", async ({
    context,
    page,
  }) => {
    // Only the documents count here: a page of the context's own, without the fixtures' wait for hydration.
    const documents = await context.newPage();
    for (const [path, atE877f73] of Object.entries(HTML_BYTES_AT_E877F73)) {
      await test.step(`the HTML of ${path}`, async () => {
        const response = await documents.goto(path, { waitUntil: 'commit' });
        expect(response?.status(), path).toBe(200);
        await response?.finished();
        const sizes = await response!.request().sizes();
        const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
        console.log(
          `${path.padEnd(32)} ${String(bytes).padStart(6)} bytes of HTML, headers included (${atE877f73} at e877f73)`,
        );
        expect.soft(bytes, `${path}: its HTML as sent, headers included`).toBeLessThanOrEqual(atE877f73);
        if (path === '/blogs')
          expect.soft(bytes, '/blogs in the first round trip').toBeLessThan(FIRST_ROUND_TRIP_BYTES);
      });
    }
    await documents.close();

    await test.step('home by the time the network is idle and every part has hydrated', async () => {
      await page.addInitScript(keepReactRoot);
      await untilQuiet(page, () => page.goto('/'));
      const scripts = scriptFiles(
        await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ name: entry.name }))),
      );
      const kib = kibOf(scripts);
      const list = scripts.map((file) => `${file} ${gzipKib(file).toFixed(1)}`).join(', ');
      console.log(`home by network idle: ${kib.toFixed(1)} KiB in ${scripts.length} scripts (${list})`);
      expect(kib, `home's scripts by network idle: ${list}`).toBeLessThanOrEqual(HOME_BY_IDLE_KIB);
    });
  });
});
