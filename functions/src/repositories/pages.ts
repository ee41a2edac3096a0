import type { DocumentData, Query } from 'firebase-admin/firestore';
import { logs } from '../logs';

/*
 * Page-numbered lists without paying for skipped documents on every request (docs/decisions/006).
 *
 * The API speaks in page numbers (`page`, `limit`), Firestore in cursors, and `offset()` reads and bills every
 * skipped document on each call. Instead:
 *   1. every answered page leaves an anchor in this instance's memory: the cursor (sort value,
 *      document id) where the page ended, under the position it ended at;
 *   2. a later page starts from the nearest anchor at or before it. Positions shift when documents are
 *      written (by any instance, the seed, the console), so an anchor is only a hint: its real position
 *      is counted first with a count() aggregation up to the cursor (`endAt`), billed one read per 1,000
 *      index entries. The page then reads from there with `startAfter`: only its own documents;
 *   3. whatever gap is left (no anchor yet, or an anchor that moved past the page) is walked with a
 *      projection (`select(sortField)`: index values, no document bodies), leaving anchors at every page
 *      boundary on the way.
 * So a deep page costs one projection walk the first time, then a count and the page's own documents.
 * Writes need not forget anchors: they only move them, and every use counts where they are.
 */
export const ANCHOR_TTL_MS = 10 * 60_000;
const MAX_KEYS = 200;
const MAX_ANCHORS_PER_KEY = 5_000;

type Cursor = unknown[];

interface AnchorSet {
  expires: number;
  anchors: Map<number, Cursor>;
}

/** Cursors by position, per query; exported for its unit test. */
export class AnchorCache {
  private readonly sets = new Map<string, AnchorSet>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The anchor with the greatest position <= `position`, or position 0 (the start) if none. */
  nearest(key: string, position: number): { position: number; cursor?: Cursor } {
    const set = this.live(key);
    let best: { position: number; cursor?: Cursor } = { position: 0 };
    if (!set) return best;
    for (const [at, cursor] of set.anchors) {
      if (at <= position && at > best.position) best = { position: at, cursor };
    }
    return best;
  }

  remember(key: string, position: number, cursor: Cursor): void {
    if (position <= 0) return;
    let set = this.live(key);
    if (!set) {
      if (this.sets.size >= MAX_KEYS) this.sets.delete(this.sets.keys().next().value as string);
      set = { expires: this.now() + ANCHOR_TTL_MS, anchors: new Map() };
      this.sets.set(key, set);
    }
    if (set.anchors.size < MAX_ANCHORS_PER_KEY || set.anchors.has(position)) set.anchors.set(position, cursor);
  }

  /** Files an anchor under its counted position. */
  move(key: string, from: number, to: number, cursor: Cursor): void {
    if (from === to) return;
    this.live(key)?.anchors.delete(from);
    this.remember(key, to, cursor);
  }

  /** Drops the anchors of every query whose key starts with `prefix` (a collection's name). */
  forget(prefix: string): void {
    for (const key of [...this.sets.keys()]) if (key.startsWith(prefix)) this.sets.delete(key);
  }

  private live(key: string): AnchorSet | undefined {
    const set = this.sets.get(key);
    if (set && set.expires <= this.now()) {
      this.sets.delete(key);
      return undefined;
    }
    return set;
  }
}

const anchors = new AnchorCache();

export interface PageQuery<T> {
  collection: string;
  /** Identifies the filters and ordering of `query` (not the page). */
  key: string;
  /** Filtered and ordered by `sortField` then document id, in the same direction. */
  query: Query<T>;
  sortField: string;
  offset: number;
  limit: number;
  /** The size of the filtered list, when it is being counted anyway: no walk past its end. */
  total?: Promise<number>;
}

const countOf = async <T>(query: Query<T>): Promise<number> => (await query.count().get()).data().count;

export const readPage = async <T>({
  collection,
  key,
  query,
  sortField,
  offset,
  limit,
  total,
}: PageQuery<T>): Promise<T[]> => {
  const cacheKey = `${collection}|${key}`;
  const cursorOf = (doc: { get(field: string): unknown; id: string }): Cursor => [doc.get(sortField), doc.id];
  let position = 0;
  let cursor: Cursor | undefined;
  let counted = 0;

  // Up to three hints: when documents were added before the page, the nearest anchor may have moved
  // past it; the next try asks for an anchor that far (the drift seen) before the page.
  let drift = 0;
  for (let attempt = 0; attempt < 3 && offset > 0; attempt += 1) {
    const hint = anchors.nearest(cacheKey, offset - drift);
    if (!hint.cursor) break;
    const rank = await countOf(query.endAt(...hint.cursor));
    counted += 1;
    anchors.move(cacheKey, hint.position, rank, hint.cursor);
    if (rank <= offset) {
      [position, cursor] = [rank, hint.cursor];
      break;
    }
    drift = rank - hint.position;
  }

  let scanned = 0;
  const gap = offset - position;
  if (gap > 0 && total && offset >= (await total)) {
    logs.pageRead({ collection, offset, limit, counted, scanned, read: 0 });
    return [];
  }
  if (gap > 0) {
    const from: Query<DocumentData> = (cursor ? query.startAfter(...cursor) : query).select(sortField);
    const skipped = await from.limit(gap).get();
    scanned = skipped.size;
    skipped.docs.forEach((doc, i) => {
      const at = position + i + 1;
      if (at % limit === 0) anchors.remember(cacheKey, at, cursorOf(doc));
    });
    const last = skipped.docs[skipped.size - 1];
    if (skipped.size < gap || !last) {
      logs.pageRead({ collection, offset, limit, counted, scanned, read: 0 });
      return [];
    }
    cursor = cursorOf(last);
  }

  const snap = await (cursor ? query.startAfter(...cursor) : query).limit(limit).get();
  const last = snap.docs[snap.size - 1];
  if (last) anchors.remember(cacheKey, offset + snap.size, cursorOf(last));
  logs.pageRead({ collection, offset, limit, counted, scanned, read: snap.size });
  return snap.docs.map((doc) => doc.data());
};
