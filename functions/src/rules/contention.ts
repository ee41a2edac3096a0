/**
 * Firestore closed a transaction under one of its reads that the client was still retrying: nothing of
 * it was written, and the client library does not run it again by itself.
 */
export const isTransactionClosed = (err: unknown): boolean => /transaction is invalid or closed/i.test(String(err));

/**
 * Firestore gave up on a transaction because others kept changing the same documents: aborted, or
 * closed under it (isTransactionClosed); either way nothing of it was written.
 */
export const isContention = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === 10 ||
    code === 'aborted' ||
    code === 'ABORTED' ||
    /contention|lock timeout/i.test(String(err)) ||
    isTransactionClosed(err)
  );
};

/**
 * A write lost a race: its precondition no longer held (the document changed since it was read) or the
 * document it meant to create now exists. Reading again and retrying is safe.
 */
export const isLostRace = (err: unknown): boolean => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 9 || code === 6 || isContention(err);
};

/** Full-jitter exponential backoff: a random wait up to base * 2^attempt, capped. */
export const backoffMs = (attempt: number, random = Math.random, baseMs = 20, capMs = 800): number =>
  Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
