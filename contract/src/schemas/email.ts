import { object, string } from 'yup';
import { USERNAME_EMAIL_DOMAIN } from '../identity';

/** The longest address mail can be sent to (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_INVALID = 'Enter a valid e-mail address, like name@example.com';

/** An e-mail address as the shop stores it: trimmed, lowercased, valid, never a username's sign-in address. */
const emailField = () =>
  string()
    .trim()
    .lowercase()
    .max(EMAIL_MAX_LENGTH, `An e-mail address has ${EMAIL_MAX_LENGTH} characters at most`)
    .email(EMAIL_INVALID)
    .test('not-sign-in-address', EMAIL_INVALID, (value) => !value?.endsWith(`@${USERNAME_EMAIL_DOMAIN}`));

/** Sign-up's optional address: left empty, the account has none. */
export const optionalEmailField = () =>
  emailField()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional();

/** POST /auth/email (signed in): the address the caller's account receives mail at, from now on. */
export const emailChangeSchema = object({
  email: emailField().required('You must enter your e-mail address'),
});

/** POST /auth/confirm-email: the token of a confirmation mail's link (no sign-in needed). */
export const emailConfirmationSchema = object({
  token: string()
    .trim()
    .required('The confirmation link has no token')
    .max(2048, 'This confirmation link is not valid'),
});
