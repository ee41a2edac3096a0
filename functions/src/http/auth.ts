import type { Role } from '@shop/contract';
import { isAdminRole, ROLES } from '@shop/contract';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { auth } from '../firebase';
import { logs } from '../logs';
import { createAccountStateCache, DELETED_ACCOUNT, isSessionCurrent, type AccountState } from './account-states';
import { forbidden, RetryLater, unauthorized } from './errors';

export interface Caller {
  uid: string;
  role: Role;
  signInProvider: string;
  email?: string;
  /** Whether the sign-in provider verified `email` (Google does). */
  emailVerified?: boolean;
  name?: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

export const bearerToken = (req: Request): string | undefined => {
  const header = req.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

const roleOf = (claim: unknown): Role => (ROLES.includes(claim as Role) ? (claim as Role) : 'user');

/** The caller a verified ID token names, with the role of its claim. */
export const callerOf = (decoded: DecodedIdToken): Caller => ({
  uid: decoded.uid,
  role: roleOf(decoded.role),
  signInProvider: decoded.firebase.sign_in_provider,
  email: decoded.email,
  emailVerified: decoded.email_verified === true,
  name: typeof decoded.name === 'string' ? decoded.name : undefined,
});

/**
 * How long a session cookie made at sign-in is accepted: 14 days, the longest Firebase Auth makes. A
 * client of the original API keeps the token POST /auth/login answers and nothing else (no refresh
 * token), so an ID token would end its session after an hour.
 */
export const SESSION_COOKIE_MS = 14 * 24 * 60 * 60 * 1000;

/** A Firebase session cookie made from a fresh ID token (one Auth call); it carries the same claims. */
export const sessionCookieOf = (idToken: string): Promise<string> =>
  auth.createSessionCookie(idToken, { expiresIn: SESSION_COOKIE_MS });

const SESSION_COOKIE_ISSUER = 'https://session.firebase.google.com/';

/**
 * Whether a Bearer token claims to be a session cookie (its issuer, read unverified only to pick the
 * verifier, which checks the issuer, signature and expiry itself); anything else is taken as an ID token.
 */
export const isSessionCookie = (token: string): boolean => {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const issuer = (payload as { iss?: unknown } | null)?.iss;
    return typeof issuer === 'string' && issuer.startsWith(SESSION_COOKIE_ISSUER);
  } catch {
    return false;
  }
};

/** Verifies an ID token (our web app) or a session cookie (POST /auth/login's token) by the same rules. */
const verifyBearer = (token: string, checkRevoked: boolean): Promise<DecodedIdToken> =>
  isSessionCookie(token) ? auth.verifySessionCookie(token, checkRevoked) : auth.verifyIdToken(token, checkRevoked);

/** Methods that change nothing; every other call is checked against revoked and disabled accounts. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const SESSION_EXPIRED = 'Your session has expired, please sign in again';

const codeOf = (err: unknown): unknown =>
  typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;

/** One Auth lookup: when the account's tokens were last revoked, whether it is disabled or gone. */
const loadAccountState = async (uid: string): Promise<AccountState> => {
  try {
    const user = await auth.getUser(uid);
    const validAfterMs = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
    return { validAfterMs: Number.isNaN(validAfterMs) ? null : validAfterMs, disabled: user.disabled, deleted: false };
  } catch (err) {
    if (codeOf(err) === 'auth/user-not-found') return DELETED_ACCOUNT;
    logs.accountLookupFailed(uid, err);
    throw new RetryLater(503, 'We could not check your session, please try again', 1);
  }
};

const accountStates = createAccountStateCache({ load: loadAccountState });

/**
 * Forgets what this instance read of the account, so its very next call is checked against Auth again.
 * Called by whatever revokes, disables or deletes an account here; other instances see it within
 * ACCOUNT_STATE_TTL_MS.
 */
export const forgetAccountState = (uid: string): void => accountStates.forget(uid);

class SessionEnded extends Error {}

/**
 * Reads the caller from a verified Firebase ID token or session cookie. A request with no token goes on
 * as a visitor; a request with a bad token is refused, so a stale session never silently turns into a
 * visitor.
 * Every call checks the account too: a deleted, disabled or signed-out-everywhere account (a password or
 * role change signs it out everywhere) stops working instead of when its token expires, two weeks later
 * for a session cookie. State-changing calls, and every call with an admin role, check it at once (one
 * Auth lookup each). A customer's reads verify the token locally and compare its sign-in time with what
 * this instance read of the account less than a minute ago (ACCOUNT_STATE_TTL_MS).
 */
export const identify: RequestHandler = async (req: Request, _res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  if (!token) return next();
  try {
    const changesState = !READ_ONLY_METHODS.has(req.method);
    let decoded = await verifyBearer(token, changesState);
    if (!changesState) {
      if (isAdminRole(roleOf(decoded.role))) decoded = await verifyBearer(token, true);
      else if (!isSessionCurrent(decoded.auth_time, await accountStates.get(decoded.uid))) throw new SessionEnded();
    }
    req.caller = callerOf(decoded);
    next();
  } catch (err) {
    if (err instanceof RetryLater) return next(err);
    logs.tokenRejected(
      err instanceof SessionEnded ? 'session ended' : err instanceof Error ? err.message : String(err),
    );
    next(unauthorized(SESSION_EXPIRED));
  }
};

export const requireCaller = (req: Request): Caller => {
  if (!req.caller) throw unauthorized();
  return req.caller;
};

export const requireAdmin = (req: Request): Caller => {
  const caller = requireCaller(req);
  if (!isAdminRole(caller.role)) throw forbidden();
  return caller;
};

export const requireMainAdmin = (req: Request): Caller => {
  const caller = requireCaller(req);
  if (caller.role !== 'Main Admin') throw forbidden();
  return caller;
};
