/**
 * An account's mail address: given at sign-up or in the profile, it gets one confirmation mail (in
 * the commit that stores it), whose signed link confirms it without signing in; a Google account's
 * verified address comes confirmed. Until confirmed an address is sent nothing else.
 */
import {
  CONFIRM_EMAIL_PAGE,
  CONFIRM_EMAIL_TOKEN_PARAM,
  EMAIL_CONFIRMATION_TTL_DAYS,
  EMAIL_LINK_INVALID,
  EMAIL_LINK_STALE,
  emailChangeSchema,
  emailConfirmationSchema,
  type MailAddressBody,
} from '@shop/contract';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { Caller } from '../http/auth';
import { badRequest, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { shopLink } from '../mail/links';
import { signToken, verifyToken } from '../mail/signed-token';
import { mailTemplates } from '../mail/templates';
import { mailId, queueMail } from '../repositories/mail';
import {
  confirmMailAddressInTx,
  readMailAddressInTx,
  setMailAddressInTx,
  type NewProfile,
} from '../repositories/users';

const TOKEN_PURPOSE = 'confirm-email';
const TOKEN_TTL_SECONDS = EMAIL_CONFIRMATION_TTL_DAYS * 24 * 60 * 60;

/** The confirm page's link for this account's address: its token names both, and ends in 7 days. */
export const confirmationLink = (uid: string, email: string): string => {
  const token = signToken(TOKEN_PURPOSE, { uid, email }, TOKEN_TTL_SECONDS);
  return shopLink(`${CONFIRM_EMAIL_PAGE}?${CONFIRM_EMAIL_TOKEN_PARAM}=${encodeURIComponent(token)}`);
};

/**
 * Queues the confirmation mail of the account's `change`-th address in `tx`: one message per address
 * given, however many requests race to give it.
 */
export const queueAddressConfirmation = async (
  tx: Transaction,
  { uid, firstname, email, change }: { uid: string; firstname: string; email: string; change: number },
): Promise<void> => {
  const { addressConfirmationMail } = await mailTemplates();
  const message = await addressConfirmationMail({ firstname, confirmUrl: confirmationLink(uid, email) });
  queueMail(tx, mailId('address-confirmation', `${uid}~${change}`), {
    to: email,
    kind: 'address-confirmation',
    message,
    userId: uid,
  });
};

/** A new account's address fields: sign-up's address waits for its confirmation (the first address given). */
export const newAccountAddress = (
  email: string | undefined,
): Pick<NewProfile, 'email' | 'emailConfirmed' | 'emailChanges'> =>
  email ? { email, emailConfirmed: false, emailChanges: 1 } : {};

/** A Google account's verified address, stored confirmed (an unverified one is not stored). */
export const googleAccountAddress = (
  caller: Pick<Caller, 'email' | 'emailVerified'>,
): Pick<NewProfile, 'email' | 'emailConfirmed' | 'emailChanges'> =>
  caller.email && caller.emailVerified
    ? { email: caller.email.toLowerCase(), emailConfirmed: true, emailChanges: 1 }
    : {};

/**
 * A Google account whose profile has no address yet (made before addresses were kept) gets its
 * verified one, confirmed, as it signs in.
 */
export const adoptGoogleAddress = async (caller: Caller): Promise<void> => {
  const { email } = googleAccountAddress(caller);
  if (!email) return;
  await db.runTransaction(async (tx) => {
    const state = await readMailAddressInTx(tx, caller.uid);
    if (state && !state.address) setMailAddressInTx(tx, caller.uid, email, state.changes + 1, true);
  });
};

/**
 * POST /auth/email: the caller's account receives mail at this address from now on, once confirmed.
 * A new address is stored unconfirmed with one confirmation mail in the same commit; the address the
 * account already has changes nothing (and sends nothing).
 */
export const changeMailAddress = async (
  caller: Caller,
  body: unknown,
): Promise<{ address: MailAddressBody; changed: boolean }> => {
  const { email } = await validate(emailChangeSchema, body);
  return db.runTransaction(async (tx) => {
    const state = await readMailAddressInTx(tx, caller.uid);
    if (!state) throw notFound('User not found');
    if (state.address?.email === email)
      return { address: { email, emailConfirmed: state.address.confirmed }, changed: false };
    const change = state.changes + 1;
    setMailAddressInTx(tx, caller.uid, email, change);
    await queueAddressConfirmation(tx, { uid: caller.uid, firstname: state.user.firstname, email, change });
    return { address: { email, emailConfirmed: false }, changed: true };
  });
};

/**
 * POST /auth/confirm-email: the token of a confirmation link confirms the address it names, if the
 * account still has that address. A token that is not the shop's, or expired, is 400; one for an
 * address the account no longer has is 409; neither changes anything. Confirming twice is fine.
 */
export const confirmMailAddress = async (body: unknown): Promise<MailAddressBody> => {
  const { token } = await validate(emailConfirmationSchema, body);
  const claims = verifyToken(TOKEN_PURPOSE, token);
  const uid = claims?.uid;
  const email = claims?.email;
  if (!uid || !email) throw badRequest(EMAIL_LINK_INVALID);
  return db.runTransaction(async (tx) => {
    const state = await readMailAddressInTx(tx, uid);
    if (!state) throw badRequest(EMAIL_LINK_INVALID);
    if (state.address?.email !== email) throw conflict(EMAIL_LINK_STALE);
    if (!state.address.confirmed) confirmMailAddressInTx(tx, uid);
    return { email, emailConfirmed: true };
  });
};
