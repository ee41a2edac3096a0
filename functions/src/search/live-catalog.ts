/**
 * The engine this instance answers from, loaded and kept fresh by a feed of the products collection
 * (repositories/product-feed.ts: a Firestore listener whose first snapshot is the load and whose later
 * ones carry every write and delete, whoever made it). The first request waits for the load; a
 * request that sees the engine behind Firestore (catchUp) waits for the feed, briefly.
 */
import { logs } from '../logs';
import { MiniSearchEngine } from './minisearch-engine';
import type { CatalogChange, ProductSearchEngine } from './search-engine';

/** Starts a feed: `onChanges` gets the full catalogue first (initial), then each change; answers a stop. */
export type CatalogFeed = (
  onChanges: (changes: CatalogChange[], initial: boolean) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * How long a request waits for the feed to bring what Firestore already holds: a write of hundreds of
 * products (a category renamed) reaches a busy instance's listener in seconds, not milliseconds.
 */
export const CATCH_UP_MS = 5000;
const RECHECK_MS = 100;

export class LiveCatalog {
  readonly engine: ProductSearchEngine;
  private loading: Promise<void> | null = null;
  private waiters = new Set<() => void>();
  private stopFeed: () => void = () => {};
  private snapshots = 0;

  constructor(
    private readonly feed: CatalogFeed,
    engine: ProductSearchEngine = new MiniSearchEngine(),
  ) {
    this.engine = engine;
  }

  /** Resolves once the engine holds the whole catalogue (starting the feed on first use). */
  ready(): Promise<void> {
    this.loading ??= new Promise<void>((resolve, reject) => {
      let loaded = false;
      const started = Date.now();
      this.stopFeed = this.feed(
        (changes, initial) => {
          this.snapshots += 1;
          void this.engine.apply(changes, initial);
          if (initial) {
            logs.productsLoaded(this.engine.size(), Date.now() - started);
            loaded = true;
            resolve();
          }
          for (const wake of this.waiters) wake();
        },
        (error) => {
          // The listener has stopped: the next request starts a new one (a full load).
          logs.productsFeedStopped(error);
          this.stop();
          if (!loaded) reject(error);
        },
      );
    });
    return this.loading;
  }

  /** How many snapshots of the feed the engine has taken: an answer made at one count may be behind the next. */
  get applied(): number {
    return this.snapshots;
  }

  /** Stops the feed; the next ready() loads the catalogue again. */
  stop(): void {
    this.stopFeed();
    this.stopFeed = () => {};
    this.loading = null;
  }

  /** Waits until `holds` (checked after each change and every RECHECK_MS), at most CATCH_UP_MS; answers whether it held. */
  async catchUp(holds: () => boolean | Promise<boolean>): Promise<boolean> {
    const until = Date.now() + CATCH_UP_MS;
    while (!(await holds())) {
      if (Date.now() >= until) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, RECHECK_MS);
        this.waiters.add(wake);
      });
    }
    return true;
  }
}
