import type { FormikConfig, FormikErrors, FormikTouched, FormikValues } from 'formik';
import { useFormik } from 'formik';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FormBinding } from './form-binding';
import { FormBindingContext } from './form-binding';

interface FormikBindingProps<Values extends FormikValues> {
  config: FormikConfig<Values>;
  /** The visitor pressed submit before Formik arrived: submit as soon as it is here. */
  submitAtOnce: boolean;
  /** Fields left before Formik arrived: touched (and validated) as it starts, as a blur would have. */
  touchedEarly?: Record<string, boolean>;
  /** The messages shown for them meanwhile: kept on screen while Formik checks the fields again. */
  errorsEarly?: FormikErrors<Values>;
  render: (form: FormBinding) => ReactNode;
}

/** The form run by Formik (loaded on demand by DeferredForm, with formik and the schema). */
export const FormikBinding = <Values extends FormikValues>({
  config,
  submitAtOnce,
  touchedEarly,
  errorsEarly,
  render,
}: FormikBindingProps<Values>) => {
  const formik = useFormik(config);
  const submitted = useRef(false);

  // Not initialTouched: a reset (New Form) must come back to untouched fields. Before the first paint of
  // Formik's form, so the messages shown before it do not blink out while Formik checks again.
  useLayoutEffect(() => {
    if (!touchedEarly || !Object.keys(touchedEarly).length) return;
    if (errorsEarly) formik.setErrors(errorsEarly);
    void formik.setTouched(touchedEarly as FormikTouched<Values>, true);
    // Once, as Formik takes over from the server's inputs: the fields left until then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!submitAtOnce || submitted.current) return;
    submitted.current = true;
    void formik.submitForm();
  }, [submitAtOnce, formik]);

  const binding: FormBinding = {
    isSubmitting: formik.isSubmitting,
    submitCount: formik.submitCount,
    field: (name, type) => formik.getFieldProps({ name, type }),
    error: (name) => {
      const meta = formik.getFieldMeta(name);
      return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
    },
    setValue: (name, value) => void formik.setFieldValue(name, value),
    handleSubmit: formik.handleSubmit,
  };
  return <FormBindingContext.Provider value={binding}>{render(binding)}</FormBindingContext.Provider>;
};
