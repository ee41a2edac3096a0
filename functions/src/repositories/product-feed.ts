/**
 * The products collection as a feed for the search (search/live-catalog.ts): one Firestore listener
 * whose first snapshot is every product and whose later snapshots carry each write and delete, by
 * whoever made them (the API, the seed, tests, review figures). Takes the Firestore client, so a test
 * can run instances of its own.
 */
import { COLLECTIONS } from '@shop/contract';
import type { Firestore } from 'firebase-admin/firestore';
import { logFeedRead } from '../read-log';
import type { CatalogFeed } from '../search/live-catalog';
import type { CatalogChange } from '../search/search-engine';

export const productsFeedOf =
  (firestore: Firestore): CatalogFeed =>
  (onChanges, onError) => {
    let initial = true;
    return firestore.collection(COLLECTIONS.products).onSnapshot((snapshot) => {
      const changes = snapshot
        .docChanges()
        .map(({ type, doc }): CatalogChange =>
          type === 'removed'
            ? { kind: 'remove', id: doc.id }
            : { kind: 'upsert', id: doc.id, data: doc.data(), version: doc.updateTime.toMillis() },
        );
      // A listener is billed one read per document it delivers: the instance's cost, not a request's.
      logFeedRead(changes.length);
      onChanges(changes, initial);
      initial = false;
    }, onError);
  };
