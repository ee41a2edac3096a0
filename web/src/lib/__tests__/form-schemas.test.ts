import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { contactFormSchema, formMessages, loginSchema, newsletterSchema, registerFormSchema } from '../form-schemas';

/** Formik's own messages for `values` (what its form shows once it has checked them). */
const formikMessages = async (schema: AnyObjectSchema, values: Record<string, unknown>) => {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
};

const contact = {
  title: '',
  phoneNumber: '',
  firstname: '',
  lastname: '',
  province: '',
  country: 'Iran',
  email: '',
  fax: '',
  message: '',
  policy: false,
};
const register = { firstname: '', lastname: '', username: '', password: '', confirmPassword: '', policy: true };

const cases: [string, AnyObjectSchema, Record<string, unknown>][] = [
  ['an empty sign-in', loginSchema, { username: '', password: '', rememberMe: false }],
  ['a sign-in with a short username', loginSchema, { username: 'ja', password: 'abc', rememberMe: false }],
  ['a sign-in with spaces only', loginSchema, { username: '   ', password: 'Jane12345', rememberMe: true }],
  ['a right sign-in', loginSchema, { username: 'jane', password: 'Jane12345', rememberMe: false }],
  ['an empty contact form', contactFormSchema, contact],
  ['a contact form with a bad phone', contactFormSchema, { ...contact, title: 'Hi', phoneNumber: 'x', policy: true }],
  ['an empty sign-up', registerFormSchema, register],
  [
    'a sign-up whose passwords differ',
    registerFormSchema,
    { ...register, firstname: 'Ada', username: 'a b', password: 'secret1', confirmPassword: 'secret2' },
  ],
  ['a newsletter address without @', newsletterSchema, { email: 'ada' }],
];

describe('formMessages (the form stand-in’s check)', () => {
  for (const [title, schema, values] of cases) {
    it(`gives each field the message Formik gives it: ${title}`, async () => {
      expect(await formMessages(schema, values)).toEqual(await formikMessages(schema, values));
    });
  }

  it('names a short username as the sign-in form shows it', async () => {
    expect(await formMessages(loginSchema, { username: 'ja', password: 'Jane12345' })).toEqual({
      username: 'Username must be 3 Characters at least',
    });
  });
});
