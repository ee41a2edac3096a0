import Box, { type BoxProps } from '@mui/material/Box';
import type { FormikErrors, FormikHelpers, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AnyObjectSchema } from 'yup';
import { type FormBinding, FormBindingContext } from './form-binding';
import { afterPress, isTextField, valuesIn } from './form-fields-in-dom';
import type { FormikBinding } from './formik-binding';

type Messages = FormikErrors<FormikValues>;
export type FormSubmitHelpers<Values> = Pick<FormikHelpers<Values>, 'setErrors' | 'resetForm'>;

export interface DeferredFormProps<Values extends FormikValues> extends Omit<
  BoxProps<'form'>,
  'onSubmit' | 'children' | 'component'
> {
  initialValues: Values;
  /** The form's yup schema, imported on demand: `() => import('@/lib/form-schemas').then(...)`. */
  loadSchema: () => Promise<AnyObjectSchema>;
  onSubmit: (values: Values, helpers: FormSubmitHelpers<Values>) => void | Promise<unknown>;
  validateOnBlur?: boolean;
  children: (form: FormBinding) => ReactNode;
}

/**
 * A form whose library (formik, yup and the schema) comes when the visitor first reaches for it, not
 * with the page. Until then its fields are the server's uncontrolled inputs, which keep what is typed or
 * ticked (before hydration too); a field left shows its message by Formik's own validation. Formik's form
 * then starts from what they hold, with the focus where it was, and sends a submit pressed meanwhile.
 */
export const DeferredForm = <Values extends FormikValues>({
  initialValues,
  loadSchema,
  onSubmit,
  validateOnBlur,
  children,
  ...formProps
}: DeferredFormProps<Values>) => {
  const formRef = useRef<HTMLFormElement>(null);
  // As under Formik, the form starts from the values of its first render.
  const [initial] = useState(initialValues);
  const [started, setStarted] = useState<{ Formik: typeof FormikBinding; schema: AnyObjectSchema; values: Values }>();
  const [wanted, setWanted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [messages, setMessages] = useState<Messages>({});
  const reach = () => setWanted(true);

  // Typed or ticked before hydration: the visitor has reached for the form, and a field so given and
  // left then (its blur unheard) counts as left.
  useEffect(() => {
    const form = formRef.current as HTMLFormElement;
    const values = valuesIn(form, initial);
    const given = Object.keys(values).filter((name) => values[name] !== initial[name]);
    if (!given.length) return;
    setWanted(true);
    const notFocused = given.filter((name) => form.elements.namedItem(name) !== document.activeElement);
    setLeft(Object.fromEntries(notFocused.map((name) => [name, true])));
  }, [initial]);

  // Formik's own check of the schema (not our form, which may come later): the fields left meanwhile.
  useEffect(() => {
    if (!wanted || started || !Object.keys(left).length) return;
    let current = true;
    void Promise.all([loadSchema(), import('formik')]).then(async ([schema, formik]) => {
      if (!current || !formRef.current) return;
      const values = valuesIn(formRef.current, initial);
      const found: Messages = await formik.validateYupSchema(values, schema).then(() => ({}), formik.yupToFormErrors);
      if (current) setMessages(found);
    });
    return () => {
      current = false;
    };
  }, [wanted, started, left, loadSchema, initial]);

  // Formik's form replaces the server's inputs once no press is held on them, and takes back the focus.
  useEffect(() => {
    if (!wanted || started) return;
    let current = true;
    void Promise.all([import('./formik-binding'), loadSchema()]).then(([{ FormikBinding: Formik }, schema]) =>
      afterPress(formRef.current, () => {
        const form = formRef.current;
        const focused = document.activeElement;
        if (!current || !form) return;
        const { name, selectionStart, selectionEnd } = isTextField(focused) && form.contains(focused) ? focused : {};
        flushSync(() => setStarted({ Formik, schema, values: valuesIn(form, initial) }));
        const field = name && formRef.current?.elements.namedItem(name);
        if (!isTextField(field)) return;
        field.focus();
        if (typeof selectionStart === 'number') field.setSelectionRange(selectionStart, selectionEnd ?? selectionStart);
      }),
    );
    return () => {
      current = false;
    };
  }, [wanted, started, loadSchema, initial]);

  // method="dialog": a submit before the scripts run sends nothing anywhere (no values in an address).
  const render = (form: FormBinding) => (
    <Box
      component="form"
      ref={formRef}
      method="dialog"
      noValidate
      {...formProps}
      onSubmit={form.handleSubmit}
      onPointerOver={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      {children(form)}
    </Box>
  );

  if (started) {
    const { Formik, schema, values } = started;
    return (
      <Formik
        config={{ initialValues: values, validationSchema: schema, validateOnBlur, onSubmit }}
        submitAtOnce={submitted}
        touchedEarly={validateOnBlur === false ? undefined : left}
        errorsEarly={messages as FormikErrors<Values>}
        render={render}
      />
    );
  }
  const early: FormBinding = {
    isSubmitting: submitted,
    submitCount: 0,
    field: (name, type) => ({
      name,
      ...(type === 'checkbox'
        ? { defaultChecked: Boolean(initial[name]) }
        : { defaultValue: (initial[name] ?? undefined) as string | number | undefined }),
      onChange: reach,
      onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
    }),
    error: (name) => (validateOnBlur !== false && left[name] ? (messages[name] as string | undefined) : undefined),
    // A widget that sets its value (the rating) holds it itself until Formik reads it from the form.
    setValue: reach,
    handleSubmit: (event) => {
      event?.preventDefault();
      setSubmitted(true);
      reach();
    },
  };
  return <FormBindingContext.Provider value={early}>{render(early)}</FormBindingContext.Provider>;
};
