import type { Role } from '@shop/contract';
import { isAdminRole, ROLES } from '@shop/contract';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { auth } from '../firebase';
import { logs } from '../logs';
import { forbidden, unauthorized } from './errors';

export interface Caller {
  uid: string;
  role: Role;
  signInProvider: string;
  email?: string;
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
  name: typeof decoded.name === 'string' ? decoded.name : undefined,
});

/** Methods that change nothing; every other call is checked against revoked and disabled accounts. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the caller from a verified Firebase ID token. A request with no token goes on as a visitor;
 * a request with a bad token is refused, so a stale session never silently turns into a visitor.
 * State-changing calls, and every call with an admin role, also check the account (one Auth lookup):
 * a deleted, disabled or signed-out-everywhere account, or a demoted admin, stops working at once
 * instead of when its token expires.
 */
export const identify: RequestHandler = async (req: Request, _res: Response, next: NextFunction) => {
  const token = bearerToken(req);
  if (!token) return next();
  try {
    const changesState = !READ_ONLY_METHODS.has(req.method);
    let decoded = await auth.verifyIdToken(token, changesState);
    if (!changesState && isAdminRole(roleOf(decoded.role))) decoded = await auth.verifyIdToken(token, true);
    req.caller = callerOf(decoded);
    next();
  } catch (err) {
    logs.tokenRejected(err instanceof Error ? err.message : String(err));
    next(unauthorized('Your session has expired, please sign in again'));
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
