/**
 * Signed tokens for the links a mail carries (confirm this address, unsubscribe from this alert): a
 * link works without signing in because only the shop can sign it. A token is
 * base64url(JSON of { purpose, ...claims, exp }) + "." + base64url(HMAC-SHA256 of that), keyed by
 * MAIL_LINK_SECRET (functions/.env in production; the emulators use a fixed development key).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const DEVELOPMENT_SECRET = 'aurelle-emulator-mail-link-secret';

const secret = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.MAIL_LINK_SECRET) return env.MAIL_LINK_SECRET;
  if (env.FUNCTIONS_EMULATOR === 'true' || env.NODE_ENV === 'test') return DEVELOPMENT_SECRET;
  throw new Error('MAIL_LINK_SECRET is not set: mail links cannot be signed');
};

const mac = (body: string, env?: NodeJS.ProcessEnv) =>
  createHmac('sha256', secret(env)).update(body).digest('base64url');

export type TokenClaims = Record<string, string>;

/** A token for `purpose` carrying `claims`, valid for `ttlSeconds` (forever when absent). */
export const signToken = (
  purpose: string,
  claims: TokenClaims,
  ttlSeconds?: number,
  now: number = Date.now(),
  env?: NodeJS.ProcessEnv,
): string => {
  const exp = ttlSeconds === undefined ? undefined : Math.floor(now / 1000) + ttlSeconds;
  const body = Buffer.from(JSON.stringify({ ...claims, purpose, ...(exp ? { exp } : {}) })).toString('base64url');
  return `${body}.${mac(body, env)}`;
};

/** The claims of a token signed for `purpose` and not expired; null for anything else. */
export const verifyToken = (
  purpose: string,
  token: unknown,
  now: number = Date.now(),
  env?: NodeJS.ProcessEnv,
): TokenClaims | null => {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length) return null;
  const expected = Buffer.from(mac(body, env));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { purpose: signedFor, exp, ...claims } = payload as Record<string, unknown>;
  if (signedFor !== purpose) return null;
  if (typeof exp === 'number' && exp * 1000 < now) return null;
  if (!Object.values(claims).every((value) => typeof value === 'string')) return null;
  return claims as TokenClaims;
};
