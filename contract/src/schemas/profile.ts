import { object, ref, string, type InferType } from 'yup';

export const profileSchema = object({
  firstname: string().trim().required('You must enter your firstname'),
  lastname: string().trim().required('You must enter your lastname'),
  password: string()
    .optional()
    .test('length', 'password must be 6 to 10 Characters', (v) => !v || (v.length >= 6 && v.length <= 10)),
});

export const profileFormSchema = profileSchema.shape({
  confirmPassword: string().oneOf([ref('password'), undefined, ''], 'Your confirm password does not match the passwor'),
});

export type ProfileInput = InferType<typeof profileSchema>;
