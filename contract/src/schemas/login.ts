import { boolean, object, string, type InferType } from 'yup';

export const loginSchema = object({
  username: string()
    .trim()
    .required('You must enter your username')
    .min(3, 'Username must be 3 Characters at least')
    .max(30, 'Username must be 30 Characters at most'),
  password: string()
    .required('You must enter your password')
    .min(5, 'password must be 5 Characters at least')
    .max(10, 'password must be 10 Characters at most'),
  rememberMe: boolean().default(false),
});

export type LoginInput = InferType<typeof loginSchema>;
