/**
 * Where an account receives mail: an address its owner gave at sign-up or in the profile, confirmed
 * by the link of one confirmation mail (a Google account's verified address comes confirmed). Only
 * the owner sees it (their own profile answer); nothing but its confirmation is sent until confirmed.
 */
import type { User } from './entities';

/** The confirmation mail's page: it confirms the address of `?token=` as it opens. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';
export const CONFIRM_EMAIL_TOKEN_PARAM = 'token';

/** Where a customer's mail sends them: the purchases and the profile of their panel. */
export const PANEL_PURCHASES_PAGE = '/panel/purchases';
export const PANEL_PROFILE_PAGE = '/panel/profile';

/** How long a confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;

/** GET /api/users/{id} for the caller's own account: the profile with the address and its state, when there is one. */
export interface OwnProfile extends User {
  email?: string;
  emailConfirmed?: boolean;
}

/** POST /auth/email's and POST /auth/confirm-email's answer body. */
export interface MailAddressBody {
  email: string;
  emailConfirmed: boolean;
}

export const EMAIL_SAVED_MESSAGE = 'We sent a confirmation link to your new address: open it to confirm';
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your e-mail address';
export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed';
export const EMAIL_LINK_INVALID = 'This confirmation link is not valid or has expired';
export const EMAIL_LINK_STALE = 'This confirmation link is for an address your account no longer uses';
