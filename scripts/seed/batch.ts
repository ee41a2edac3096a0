import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Firestore's limit of writes in one batch. */
export const BATCH_LIMIT = 500;

type Write = { kind: 'set'; ref: DocumentReference; data: DocumentData } | { kind: 'delete'; ref: DocumentReference };

/** Queues writes and commits them in batches of at most BATCH_LIMIT. */
export const createBatchWriter = (db: Firestore) => {
  const writes: Write[] = [];
  let written = 0;
  return {
    set(ref: DocumentReference, data: DocumentData): void {
      writes.push({ kind: 'set', ref, data });
    },
    delete(ref: DocumentReference): void {
      writes.push({ kind: 'delete', ref });
    },
    /** Commits everything queued; resolves with the number of writes. */
    async commit(): Promise<number> {
      while (writes.length) {
        const batch = db.batch();
        for (const write of writes.splice(0, BATCH_LIMIT)) {
          if (write.kind === 'set') batch.set(write.ref, write.data);
          else batch.delete(write.ref);
          written++;
        }
        await batch.commit();
      }
      return written;
    },
  };
};

export type BatchWriter = ReturnType<typeof createBatchWriter>;
