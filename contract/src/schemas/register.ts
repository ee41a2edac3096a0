import { boolean, object, ref, string, type InferType } from 'yup';
import { ROLES } from '../entities';
import { optionalEmailField } from './email';

const name = (label: string) =>
  string()
    .trim()
    .required(`You must enter your ${label}`)
    .min(3, `${label} must be 3 Characters at least`)
    .max(10, `${label} must be 10 Characters at most`);

/** The fields POST /auth/register accepts. */
export const registerSchema = object({
  firstname: name('firstname'),
  lastname: name('lastname'),
  username: name('username').matches(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dot, dash and underscore'),
  password: string()
    .required('You must enter your password')
    .min(6, 'password must be 6 Characters at least')
    .max(10, 'password must be 10 Characters at most'),
  role: string().oneOf(ROLES).default('user'),
  /** Where the account receives mail (a confirmation mail is sent to it); empty means none. */
  email: optionalEmailField(),
});

/** The sign-up form: the API fields plus the confirmation and policy box. */
export const registerFormSchema = registerSchema.shape({
  confirmPassword: string()
    .required('You must confirm your password')
    .oneOf([ref('password')], 'Confirm Password Is Not Equel To Password'),
  policy: boolean().default(true),
});

export type RegisterFormInput = InferType<typeof registerFormSchema>;
