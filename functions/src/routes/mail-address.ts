import { API_PATHS, EMAIL_CONFIRMED_MESSAGE, EMAIL_SAVED_MESSAGE, EMAIL_UNCHANGED_MESSAGE } from '@shop/contract';
import { Router } from 'express';
import { requireCaller } from '../http/auth';
import { privateNoStore, send } from '../http/envelope';
import { changeMailAddress, confirmMailAddress } from '../services/mail-address';

/** Mounted at the app's root: its two routes carry their whole paths. */
export const mailAddressRouter = Router();

/** POST /auth/email { email } (signed in): the caller's new address, sent one confirmation mail. */
mailAddressRouter.post(API_PATHS.email, async (req, res) => {
  const { address, changed } = await changeMailAddress(requireCaller(req), req.body);
  privateNoStore(res);
  send(res, address, changed ? EMAIL_SAVED_MESSAGE : EMAIL_UNCHANGED_MESSAGE);
});

/** POST /auth/confirm-email { token }: no sign-in needed, the token names the account and the address. */
mailAddressRouter.post(API_PATHS.confirmEmail, async (req, res) => {
  const address = await confirmMailAddress(req.body);
  privateNoStore(res);
  send(res, address, EMAIL_CONFIRMED_MESSAGE);
});
