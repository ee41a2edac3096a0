import { object, string, type InferType } from 'yup';

const text = (label: string, min: number, max: number) =>
  string()
    .trim()
    .required(`You must enter ${label}`)
    .min(min, `${label} must be ${min} Characters at least`)
    .max(max, `${label} must be ${max} Characters at most`);

export const MANAGEABLE_ROLES = ['admin', 'user'] as const;

/** Admin user form, update mode: the username cannot change and the password is optional. */
export const userUpdateSchema = object({
  firstname: text('firstname', 3, 20),
  lastname: text('lastname', 3, 10),
  password: string()
    .optional()
    .test('length', 'password must be 6 to 10 Characters', (v) => !v || (v.length >= 6 && v.length <= 10)),
  role: string().required('Select the role').oneOf(MANAGEABLE_ROLES, 'Select the role'),
});

/** Admin user form, create mode. */
export const userCreateSchema = userUpdateSchema.shape({
  username: text('username', 3, 10).matches(
    /^[A-Za-z0-9._-]+$/,
    'Username may use letters, digits, dot, dash and underscore',
  ),
  password: string()
    .required('You must enter a password')
    .min(6, 'password must be 6 Characters at least')
    .max(10, 'password must be 10 Characters at most'),
});

export type UserCreateInput = InferType<typeof userCreateSchema>;
