/**
 * The shop signs people in by username; Firebase Auth signs in by e-mail.
 * A username U belongs to the Auth account whose e-mail is lowercase(U)@users.invalid
 * (.invalid is a reserved TLD, so these addresses can never receive mail).
 */
export const USERNAME_EMAIL_DOMAIN = 'users.invalid';

export const usernameToEmail = (username: string): string =>
  `${username.trim().toLowerCase()}@${USERNAME_EMAIL_DOMAIN}`;

/** What a failed sign-in says: the same whether the username or the password was wrong. */
export const WRONG_CREDENTIALS = 'Username or password is incorrect';
export const ACCOUNT_DISABLED = 'This account has been disabled';
