import { boolean, object, string, type InferType } from 'yup';
import { DEFAULT_COUNTRY } from '../constants';

/** What POST /message stores. */
export const messageSchema = object({
  title: string().trim().required('You must enter a title ').max(100),
  firstname: string().trim().max(50).default(''),
  lastname: string().trim().max(50).default(''),
  email: string().trim().required('You must enter your email ').max(100),
  phoneNumber: string()
    .trim()
    .required('You must enter a phoneNumber')
    .matches(/^[0-9+\-() ]{3,20}$/, 'You must enter a phoneNumber'),
  message: string().trim().required('Please enter your message ').max(2000),
});

/** The "Write Us" form: the message fields plus the ones only the form shows. */
export const contactFormSchema = messageSchema.shape({
  province: string().trim().default(''),
  country: string().trim().default(DEFAULT_COUNTRY),
  fax: string().trim().default(''),
  policy: boolean().oneOf([true], 'If you agree please mark it!').required('If you agree please mark it!'),
});

export type MessageInput = InferType<typeof messageSchema>;
export type ContactFormInput = InferType<typeof contactFormSchema>;
