import { loginSchema, type LoginBody } from '@shop/contract';
import { Router } from 'express';
import { privateNoStore, send } from '../http/envelope';
import { failureLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { SignInRefused, signInWithUsername } from '../services/password-sign-in';
import { firestoreRateLimitStore } from '../services/rate-limits';

export const LOGIN_FAILURES_PER_WINDOW = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const countLoginAttempt = failureLimit({
  name: 'login',
  limit: LOGIN_FAILURES_PER_WINDOW,
  windowMs: LOGIN_FAILURE_WINDOW_MS,
  store: firestoreRateLimitStore,
});

/**
 * POST /auth/login, mounted before the caller is identified: signing in needs no session, and a stale
 * token a client still sends must not stop it.
 */
export const loginRouter = Router();

/**
 * POST /auth/login { username, password }: { user, token } (LoginBody). A wrong username and a wrong
 * password both answer 401 "Username or password is incorrect"; after 10 failures in 15 minutes a client
 * (its address, see clientIdentity) gets 429 with Retry-After until the window ends. A sign-in that does
 * not fail is not counted.
 */
loginRouter.post('/', async (req, res) => {
  const { username, password } = await validate(loginSchema, req.body);
  const attempt = await countLoginAttempt(req);
  let body: LoginBody;
  try {
    body = await signInWithUsername(username, password);
  } catch (err) {
    // Only refused credentials count; Auth being unreachable or busy is not the client's failure.
    if (!(err instanceof SignInRefused)) await attempt.giveBack();
    throw err;
  }
  await attempt.giveBack();
  privateNoStore(res);
  send(res, body, 'You have signed in successfully');
});
