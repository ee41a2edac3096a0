import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { createContext, useContext } from 'react';

/**
 * What a field spreads on its input: the name, the value (or checked state) and the two handlers.
 * Before Formik arrives the input is uncontrolled: it is given its default value (or checked state).
 */
export interface BoundFieldProps {
  name: string;
  value?: unknown;
  checked?: boolean;
  defaultValue?: string | number;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A form as its fields see it: Formik with the form's yup schema, or, until that arrives
 * (components/form/deferred-form.tsx), the server's inputs holding what is typed themselves.
 */
export interface FormBinding {
  isSubmitting: boolean;
  submitCount: number;
  field: (name: string, type?: 'checkbox') => BoundFieldProps;
  /** The message to show: a field's error once it was touched (or the form was submitted). */
  error: (name: string) => string | undefined;
  setValue: (name: string, value: unknown) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
}

export const FormBindingContext = createContext<FormBinding | null>(null);

export const useFormBinding = (): FormBinding => {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error('A form field must be inside a DeferredForm.');
  return binding;
};
