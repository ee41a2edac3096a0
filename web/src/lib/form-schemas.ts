// The yup schemas of the storefront's forms, in one module that forms import on demand
// (components/form/deferred-form.tsx): yup stays out of the pages' first load.
import { object, string } from 'yup';

export {
  contactFormSchema,
  emailChangeSchema,
  loginSchema,
  profileFormSchema,
  registerFormSchema,
  reviewSchema,
} from '@shop/contract';

/** The footer's newsletter box (no server behind it: a thank-you toast only). */
export const newsletterSchema = object({
  email: string().trim().required('Please enter your email').email('Please enter a valid email'),
});
