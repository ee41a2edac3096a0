// The yup schemas of the storefront's forms, in one module that forms import on demand
// (components/form/deferred-form.tsx): yup stays out of the pages' first load.
import { object, string, ValidationError, type AnyObjectSchema } from 'yup';

export { contactFormSchema, loginSchema, profileFormSchema, registerFormSchema, reviewSchema } from '@shop/contract';

/** The footer's newsletter box (no server behind it: a thank-you toast only). */
export const newsletterSchema = object({
  email: string().trim().required('Please enter your email').email('Please enter a valid email'),
});

/** A form's messages by field name (a form's values are flat: every form here has one level). */
export type FieldMessages = Record<string, string>;

/**
 * The message Formik gives each field of `values`, for the stand-in that shows a form until Formik
 * arrives (DeferredForm): a field left then reads as it will under Formik. As Formik's own validation
 * does, every field is checked at once, an empty text counts as missing, and a field keeps its first
 * message (the unit test holds the two to the same answers).
 */
export const formMessages = async (schema: AnyObjectSchema, values: Record<string, unknown>): Promise<FieldMessages> => {
  const prepared = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]),
  );
  try {
    await schema.validate(prepared, { abortEarly: false, context: prepared });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const messages: FieldMessages = {};
    for (const { path, message } of error.inner.length ? error.inner : [error]) {
      if (path && !Object.hasOwn(messages, path)) messages[path] = message;
    }
    return messages;
  }
};
