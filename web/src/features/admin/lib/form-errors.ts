import type { FormikErrors, FormikValues } from 'formik';
import { setIn } from 'formik';

/** The server's field messages (paths like "title" or "items[0].titleItem") as Formik's nested errors. */
export const toFormErrors = (errors: Record<string, string>): FormikErrors<FormikValues> =>
  Object.entries(errors).reduce<FormikErrors<FormikValues>>(
    (nested, [path, message]) => setIn(nested, path.replace(/\[(\d+)\]/g, '.$1'), message) as FormikErrors<FormikValues>,
    {},
  );
