/** Firestore gave up on a transaction because others kept changing the same documents. */
export const isContention = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 10 || code === 'aborted' || code === 'ABORTED' || /contention|lock timeout/i.test(String(err));
};
