import { registerSchema, type GoogleSignInBody } from '@shop/contract';
import { Router } from 'express';
import { bearerToken, isSessionCookie, requireCaller, sessionCookieOf } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { forbidden } from '../http/errors';
import { validate } from '../http/validate';
import { createPasswordAccount, signInWithGoogle, signOutEverywhere } from '../services/accounts';

export const registerRouter = Router();
export const googleSignInRouter = Router();
export const signOutEverywhereRouter = Router();

/**
 * POST /auth/register: anyone may sign up as "user"; only the Main Admin may register an "admin";
 * nobody makes a "Main Admin" through the API.
 */
registerRouter.post('/', async (req, res) => {
  const input = await validate(registerSchema, req.body);
  if (input.role !== 'user' && (input.role === 'Main Admin' || req.caller?.role !== 'Main Admin')) throw forbidden();
  const user = await createPasswordAccount(input);
  send(res, user, 'Your account has been successfully created', 201);
});

/**
 * POST /auth/google, called with the ID token of a Google popup sign-in. Identity comes from the
 * verified token only; the body is ignored. Answers the user and, as token, a session cookie made from
 * that ID token (accepted for 14 days, as POST /auth/login's: an original-API client keeps it in local storage).
 * When body.refreshToken is true the role claim was just set and the client must force-refresh its ID
 * token (getIdToken(true)) before calling role-checked routes; the token without the claim (and the
 * cookie made from it) already acts as the "user" it was just made.
 */
googleSignInRouter.post('/', async (req, res) => {
  const signedIn = await signInWithGoogle(requireCaller(req));
  const bearer = bearerToken(req) ?? '';
  const token = isSessionCookie(bearer) ? bearer : await sessionCookieOf(bearer);
  const body: GoogleSignInBody = { ...signedIn, token };
  privateNoStore(res);
  send(res, body, 'You have signed in successfully');
});

/**
 * POST /auth/sign-out-everywhere (signed in, else 401): every session of the caller's account ends, on
 * every device and for every token POST /auth/login or /auth/google made, the calling one included.
 */
signOutEverywhereRouter.post('/', async (req, res) => {
  await signOutEverywhere(requireCaller(req));
  privateNoStore(res);
  send(res, null, 'You have been signed out of all devices');
});
