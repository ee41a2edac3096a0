/**
 * The shapes of the admin inbox's Firestore queries and the composite indexes each needs (pure: no
 * Firestore client, so the index test can import it).
 *
 * Every list is newest first (`createdAt desc`). The status filter is one equality on `state`, the
 * search one `array-contains` on `searchKeys` (see message-document.ts). Each needs its own index with
 * `createdAt desc`; a query with both merges those two indexes (as the products' fact filters do,
 * decision 033), so two indexes serve all four shapes.
 */
import { COLLECTIONS, type MessageFilter } from '@shop/contract';
import { messageSearchKeyOf } from './message-document';
import type { IndexField } from './product-query';

export const MESSAGES = COLLECTIONS.messages;
export const STATE_FIELD = 'state';
export const SEARCH_KEYS_FIELD = 'searchKeys';
export const CREATED_FIELD = 'createdAt';

export interface MessageListFilter {
  status?: MessageFilter;
  /** The search box text as typed. */
  q?: string;
}

export interface MessageQueryShape {
  equals?: [field: typeof STATE_FIELD, value: MessageFilter];
  contains?: [field: typeof SEARCH_KEYS_FIELD, value: string];
}

export const messageQueryShape = ({ status, q }: MessageListFilter): MessageQueryShape => {
  const key = q === undefined ? undefined : messageSearchKeyOf(q);
  return {
    ...(status ? { equals: [STATE_FIELD, status] as const } : {}),
    ...(key ? { contains: [SEARCH_KEYS_FIELD, key] as const } : {}),
  };
};

export interface MessageIndexSpec {
  collectionGroup: typeof MESSAGES;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

const NEWEST_FIRST: IndexField = { fieldPath: CREATED_FIELD, order: 'DESCENDING' };

const index = (filter: IndexField): MessageIndexSpec => ({
  collectionGroup: MESSAGES,
  queryScope: 'COLLECTION',
  fields: [filter, NEWEST_FIRST],
});

/** The composite indexes a query shape needs in production (the emulator checks none). */
export const messageIndexesFor = (shape: MessageQueryShape): MessageIndexSpec[] => [
  ...(shape.equals ? [index({ fieldPath: STATE_FIELD, order: 'ASCENDING' })] : []),
  ...(shape.contains ? [index({ fieldPath: SEARCH_KEYS_FIELD, arrayConfig: 'CONTAINS' })] : []),
];
