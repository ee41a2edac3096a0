/** What checking a token against its account needs to know, read from one Firebase Auth lookup. */
export interface AccountState {
  /** Tokens signed in before this time (ms since the epoch) are revoked; null when the account never was. */
  validAfterMs: number | null;
  disabled: boolean;
  /** The account no longer exists. */
  deleted: boolean;
}

export const DELETED_ACCOUNT: AccountState = { validAfterMs: null, disabled: false, deleted: true };

/**
 * Whether a token signed in at `authTimeSeconds` (its auth_time claim) still opens the account. The rule
 * is Firebase's own (the Admin SDK's checkRevoked): both times are whole seconds, and a sign-in in the
 * very second of the revocation still counts, so a device that signs in again right away stays signed in.
 */
export const isSessionCurrent = (authTimeSeconds: number, state: AccountState): boolean =>
  !state.deleted && !state.disabled && (state.validAfterMs === null || authTimeSeconds * 1000 >= state.validAfterMs);

/** How long an instance trusts what it read of an account: a revocation elsewhere shows within a minute. */
export const ACCOUNT_STATE_TTL_MS = 60_000;
/** Accounts remembered at once; the oldest is forgotten first. */
export const ACCOUNT_STATE_CACHE_ENTRIES = 10_000;

export interface AccountStateCache {
  /** The account's state: remembered while fresh, else loaded (callers that miss together share one load). */
  get: (uid: string) => Promise<AccountState>;
  /** Forgets the account, so the next call loads it again (after this instance revoked it). */
  forget: (uid: string) => void;
}

interface CacheOptions {
  load: (uid: string) => Promise<AccountState>;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
}

export const createAccountStateCache = ({
  load,
  now = Date.now,
  ttlMs = ACCOUNT_STATE_TTL_MS,
  maxEntries = ACCOUNT_STATE_CACHE_ENTRIES,
}: CacheOptions): AccountStateCache => {
  const entries = new Map<string, { loadedAt: number; state: Promise<AccountState> }>();

  const get = (uid: string): Promise<AccountState> => {
    const entry = entries.get(uid);
    if (entry && now() - entry.loadedAt < ttlMs) return entry.state;
    entries.delete(uid);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const state = load(uid);
    const fresh = { loadedAt: now(), state };
    entries.set(uid, fresh);
    // A failed lookup is not remembered: the next call asks Auth again.
    state.catch(() => {
      if (entries.get(uid) === fresh) entries.delete(uid);
    });
    return state;
  };

  return { get, forget: (uid) => entries.delete(uid) };
};
