import { ACCOUNT_DISABLED, usernameToEmail, WRONG_CREDENTIALS, type LoginBody } from '@shop/contract';
import { auth } from '../firebase';
import { callerOf, sessionCookieOf } from '../http/auth';
import { HttpError, notFound, RetryLater } from '../http/errors';
import { TOO_MANY_REQUESTS } from '../http/rate-limit';
import { userOfCaller } from './accounts';

/** How long Firebase Auth may take to answer a sign-in before the API gives up (500). */
const SIGN_IN_TIMEOUT_MS = 10_000;
/** How long a client waits when Firebase Auth itself says there were too many attempts. */
const AUTH_THROTTLE_RETRY_SECONDS = 60;

/**
 * Firebase Auth's password sign-in (identitytoolkit accounts:signInWithPassword): the Auth emulator's
 * copy when one runs (any key), else Google's, with the project's web API key (FIREBASE_WEB_API_KEY in
 * functions/.env, the key the web app's config holds).
 */
export const passwordSignInUrl = (env: NodeJS.ProcessEnv = process.env): string => {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = env.FIREBASE_WEB_API_KEY || (emulator ? 'emulator' : '');
  if (!key) throw new Error('FIREBASE_WEB_API_KEY is not set, so POST /auth/login cannot reach Firebase Auth');
  const origin = emulator ? `http://${emulator}` : 'https://identitytoolkit.googleapis.com';
  const path = emulator
    ? '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword'
    : '/v1/accounts:signInWithPassword';
  return `${origin}${path}?key=${encodeURIComponent(key)}`;
};

/** Auth's answers that mean the username or the password was wrong; which one is never told. */
const WRONG_CREDENTIAL_CODES = new Set([
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_LOGIN_CREDENTIALS',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
]);

/** A refusal of the credentials themselves: the client's failure, which its failure limit counts. */
export class SignInRefused extends HttpError {}

/** Auth's error code ("INVALID_PASSWORD", or "TOO_MANY_ATTEMPTS_TRY_LATER : ..." cut to its code). */
const errorCodeOf = (answer: unknown): string => {
  const message = (answer as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? (message.match(/^[A-Z_]+/)?.[0] ?? message) : '';
};

/** What a sign-in Auth did not accept becomes; an answer it should never give is a 500 (and a log). */
const refusalOf = (code: string): Error => {
  if (WRONG_CREDENTIAL_CODES.has(code)) return new SignInRefused(401, WRONG_CREDENTIALS);
  if (code === 'USER_DISABLED') return new SignInRefused(403, ACCOUNT_DISABLED);
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER')
    return new RetryLater(429, TOO_MANY_REQUESTS, AUTH_THROTTLE_RETRY_SECONDS);
  return new Error(`Firebase Auth did not sign a user in: ${code || 'no error code'}`);
};

/**
 * POST /auth/login: signs a username in with Firebase Auth (the e-mail is made from the username) and
 * answers the user, as GET /misc/initialize gives it, and a Firebase session cookie made from the ID
 * token, which every other route takes as Bearer for 14 days (a client of the original API keeps it and nothing else).
 * Wrong credentials throw SignInRefused; anything Auth could not do throws another error.
 */
export const signInWithUsername = async (username: string, password: string): Promise<LoginBody> => {
  const res = await fetch(passwordSignInUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: usernameToEmail(username), password, returnSecureToken: true }),
    signal: AbortSignal.timeout(SIGN_IN_TIMEOUT_MS),
  });
  const answer: unknown = await res.json().catch(() => null);
  const idToken = (answer as { idToken?: unknown } | null)?.idToken;
  if (!res.ok || typeof idToken !== 'string') throw refusalOf(errorCodeOf(answer));
  const user = await userOfCaller(callerOf(await auth.verifyIdToken(idToken)));
  if (!user) throw notFound('User not found');
  return { user, token: await sessionCookieOf(idToken) };
};
