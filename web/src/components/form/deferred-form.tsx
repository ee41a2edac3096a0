import Box, { type BoxProps } from '@mui/material/Box';
import type { FormikErrors, FormikHelpers, FormikTouched, FormikValues } from 'formik';
import type { FormEvent, ReactNode, RefCallback } from 'react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AnyObjectSchema } from 'yup';
import { earlyValueOf } from '@/hooks/use-early-input';
import type { FieldMessages } from '@/lib/form-schemas';
import type { FormBinding } from './form-binding';
import { FormBindingContext } from './form-binding';
import type { FormikBinding as FormikBindingType } from './formik-binding';

type Engine = { FormikBinding: typeof FormikBindingType; schema: AnyObjectSchema };
type SchemaLoader = () => Promise<AnyObjectSchema>;
/** The form's messages for its values, as Formik gives them (lib/form-schemas' formMessages). */
type Check = (values: FormikValues) => Promise<FieldMessages>;

export type FormSubmitHelpers<Values> = Pick<FormikHelpers<Values>, 'setErrors' | 'resetForm'>;

export interface DeferredFormProps<Values extends FormikValues> extends Omit<
  BoxProps<'form'>,
  'onSubmit' | 'children' | 'component'
> {
  initialValues: Values;
  /** The form's yup schema, imported on demand: `() => import('@/lib/form-schemas').then(...)`. */
  loadSchema: SchemaLoader;
  onSubmit: (values: Values, helpers: FormSubmitHelpers<Values>) => void | Promise<unknown>;
  validateOnBlur?: boolean;
  children: (form: FormBinding) => ReactNode;
}

const engines = new WeakMap<SchemaLoader, Engine>();
const checks = new WeakMap<SchemaLoader, Check>();

const loadEngine = async (loadSchema: SchemaLoader): Promise<Engine> => {
  const known = engines.get(loadSchema);
  if (known) return known;
  const [{ FormikBinding }, schema] = await Promise.all([import('./formik-binding'), loadSchema()]);
  const engine = { FormikBinding, schema };
  engines.set(loadSchema, engine);
  return engine;
};

/** The schema and yup, without Formik: the stand-in checks a field left before Formik arrives. */
const loadCheck = async (loadSchema: SchemaLoader): Promise<Check> => {
  const known = checks.get(loadSchema);
  if (known) return known;
  const [schema, { formMessages }] = await Promise.all([loadSchema(), import('@/lib/form-schemas')]);
  const check: Check = (values) => formMessages(schema, values);
  checks.set(loadSchema, check);
  return check;
};

/** Marks `names` as left (touched), keeping the object when they all were already. */
const withTouched = <Values,>(touched: FormikTouched<Values>, names: string[]): FormikTouched<Values> =>
  names.every((name) => (touched as Record<string, boolean>)[name])
    ? touched
    : ({ ...touched, ...Object.fromEntries(names.map((name) => [name, true])) } as FormikTouched<Values>);

/**
 * The focused field (by its name, which every field has; not all have an id) and its caret, to give
 * back when Formik's form replaces the stand-in: keys pressed after that go on into the field.
 */
const focusedField = (form: HTMLFormElement) => {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return null;
  if (!form.contains(active) || !active.name) return null;
  let caret: [number, number] | null = null;
  try {
    caret =
      active.selectionStart === null ? null : [active.selectionStart, active.selectionEnd ?? active.selectionStart];
  } catch {
    caret = null; // inputs such as email have no caret to read
  }
  return { name: active.name, caret };
};

/** The values the visitor gave the form's fields before the page became interactive (see earlyValueOf). */
const earlyValuesOf = <Values extends FormikValues>(form: HTMLFormElement, values: Values): Partial<Values> | null => {
  const early: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const field = form.elements.namedItem(name);
    if (!(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    ))
      continue;
    const value = earlyValueOf(field, values[name]);
    if (value !== null) early[name] = value;
  }
  return Object.keys(early).length ? (early as Partial<Values>) : null;
};

interface FormElementProps {
  form: FormBinding;
  formRef: RefCallback<HTMLFormElement>;
  onIntent: () => void;
  onPress: () => void;
  formProps: Omit<BoxProps<'form'>, 'onSubmit' | 'children' | 'component'>;
  children: ReactNode;
}

const FormElement = ({ form, formRef, onIntent, onPress, formProps, children }: FormElementProps) => (
  <Box
    component="form"
    ref={formRef}
    noValidate
    {...formProps}
    onSubmit={form.handleSubmit}
    onPointerOver={onIntent}
    onTouchStart={onIntent}
    onFocus={onIntent}
    onPointerDown={onPress}
    onKeyDown={onPress}
  >
    {children}
  </Box>
);

/**
 * A form whose library (formik, yup and the schema) is fetched when the visitor first reaches for it
 * (pointer over the form, focus, touch, typing), not with the page. Until then a light stand-in keeps
 * what is typed and a press of submit, and shows a left field's message as Formik would once the schema
 * is here; Formik starts from those values, fields and messages, and submits if it was asked to.
 */
export const DeferredForm = <Values extends FormikValues>({
  initialValues,
  loadSchema,
  onSubmit,
  validateOnBlur,
  children,
  ...formProps
}: DeferredFormProps<Values>) => {
  const [engine, setEngine] = useState<Engine | null>(() => engines.get(loadSchema) ?? null);
  const [values, setValues] = useState(initialValues);
  const [submitAtOnce, setSubmitAtOnce] = useState(false);
  // Fields the visitor has left before Formik arrived: the stand-in shows their messages (once the schema
  // is here), and Formik goes on with them as it starts.
  const [touchedEarly, setTouchedEarly] = useState<FormikTouched<Values>>({});
  const [check, setCheck] = useState<Check | null>(() => checks.get(loadSchema) ?? null);
  const [messages, setMessages] = useState<FieldMessages>({});
  const [wanted, setWanted] = useState(false);
  const refocus = useRef<ReturnType<typeof focusedField>>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  // When the stand-in's form leaves the page, while it is still there: the field it has the focus in.
  const formRef = useCallback<RefCallback<HTMLFormElement>>((form) => {
    formElement.current = form;
    return () => {
      if (form) refocus.current = focusedField(form);
    };
  }, []);
  const load = useCallback(() => setWanted(true), []);
  // A press (pointer or key) that began in the stand-in: Formik's form, whose elements are all new,
  // waits until it has ended. A button replaced between its press and its release gets no click.
  const pressing = useRef(false);
  const press = useCallback(() => {
    pressing.current = true;
  }, []);
  // A press React's handler did not see (it went down on a part of the page still hydrating) still
  // shows in the DOM: the pressed element and the form holding it are :active until the release.
  const pressed = useCallback(() => {
    if (!pressing.current && formElement.current?.matches(':active')) pressing.current = true;
    return pressing.current;
  }, []);
  // Formik's form replaces the stand-in in the same task as the check that no press is on: rendered
  // later, a press could begin on the stand-in in between and end on the new form.
  const takeOver = useCallback((arrived: Engine) => flushSync(() => setEngine(arrived)), []);
  useEffect(() => {
    if (engine) return;
    const ended = () => {
      if (!pressing.current) return;
      pressing.current = false;
      // A task of its own: the click this release brings is dispatched first, to the stand-in.
      setTimeout(() => {
        const arrived = engines.get(loadSchema);
        if (arrived && !pressing.current) takeOver(arrived);
      }, 0);
    };
    const events = ['pointerup', 'pointercancel', 'keyup'] as const;
    for (const type of events) window.addEventListener(type, ended, true);
    return () => {
      for (const type of events) window.removeEventListener(type, ended, true);
    };
  }, [engine, loadSchema, takeOver]);

  // Right after hydration: what was typed or ticked before it becomes the stand-in's values (a render
  // would otherwise write the server's empty values over it), and the visitor has reached for the form.
  const firstValues = useRef(values);
  useLayoutEffect(() => {
    const form = formElement.current;
    const early = form && earlyValuesOf(form, firstValues.current);
    if (!early) return;
    setValues((current) => ({ ...current, ...early }));
    // A field given a value and then left before hydration had its blur unheard: it counts as left.
    const left = Object.keys(early).filter((name) => form.elements.namedItem(name) !== document.activeElement);
    if (left.length) setTouchedEarly((current) => withTouched(current, left));
    setWanted(true);
  }, []);

  // Keys pressed in the instant the page hydrates can miss React's change handler; the DOM's own input
  // event does not, so the stand-in also follows it until Formik takes over.
  useLayoutEffect(() => {
    const form = formElement.current;
    if (!form || engine) return;
    const follow = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (!Object.hasOwn(firstValues.current, field.name)) return;
      const value = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
      setValues((current) => (current[field.name] === value ? current : { ...current, [field.name]: value }));
    };
    form.addEventListener('input', follow);
    return () => form.removeEventListener('input', follow);
  }, [engine]);

  useEffect(() => {
    if (!wanted || engine) return;
    let mounted = true;
    void loadEngine(loadSchema).then((loaded) => {
      if (mounted && !pressed()) takeOver(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, engine, loadSchema, pressed, takeOver]);

  // The schema (and yup) may come before Formik: the stand-in checks left fields with it meanwhile.
  useEffect(() => {
    if (!wanted || engine || check) return;
    let mounted = true;
    void loadCheck(loadSchema).then((loaded) => {
      if (mounted) setCheck(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [wanted, engine, check, loadSchema]);

  // As Formik does, every change of the values is checked again (only once a field has been left).
  const anyLeft = Object.keys(touchedEarly).length > 0;
  useEffect(() => {
    if (!check || engine || !anyLeft) return;
    let current = true;
    void check(values).then((found) => {
      if (current) setMessages(found);
    });
    return () => {
      current = false;
    };
  }, [check, engine, anyLeft, values]);

  // The new form's inputs are new elements: the focus and the caret go back to where they were.
  useLayoutEffect(() => {
    const field = refocus.current;
    if (!engine || !field) return;
    refocus.current = null;
    const input = formElement.current?.elements.namedItem(field.name);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) return;
    input.focus();
    if (field.caret) input.setSelectionRange(...field.caret);
  }, [engine]);

  const renderForm = (form: FormBinding) => (
    <FormElement form={form} formRef={formRef} onIntent={load} onPress={press} formProps={formProps}>
      {children(form)}
    </FormElement>
  );

  if (engine) {
    const { FormikBinding, schema } = engine;
    return (
      <FormikBinding
        config={{ initialValues: values, validationSchema: schema, validateOnBlur, onSubmit }}
        submitAtOnce={submitAtOnce}
        touchedEarly={validateOnBlur === false ? undefined : touchedEarly}
        errorsEarly={messages as FormikErrors<Values>}
        render={renderForm}
      />
    );
  }

  const stand: FormBinding = {
    // Submit was pressed: the button shows the form as sending while Formik comes.
    isSubmitting: submitAtOnce,
    submitCount: 0,
    field: (name, type) => ({
      name,
      ...(type === 'checkbox' ? { checked: Boolean(values[name]) } : { value: values[name] }),
      onChange: (event) => {
        load();
        const { checked, value } = event.target as HTMLInputElement;
        setValues((current) => ({ ...current, [name]: type === 'checkbox' ? checked : value }));
      },
      onBlur: () => setTouchedEarly((current) => withTouched(current, [name])),
    }),
    // Formik's messages on blur: a field left shows its own (the form asked for none on blur: none).
    error: (name) =>
      validateOnBlur !== false && (touchedEarly as Record<string, boolean>)[name] ? messages[name] : undefined,
    setValue: (name, value) => {
      load();
      setValues((current) => ({ ...current, [name]: value }));
    },
    handleSubmit: (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      setSubmitAtOnce(true);
      load();
    },
  };
  return <FormBindingContext.Provider value={stand}>{renderForm(stand)}</FormBindingContext.Provider>;
};
