import { TextInput, type TextInputProps } from '@/components/fields/text-input';
import { useFormBinding } from './form-binding';

export type FormTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: string;
  /** Cleans what was typed before it reaches the form (e.g. keeps only the characters of a phone number). */
  sanitize?: (value: string) => string;
};

/** A text field bound to the surrounding form; its message shows once the field was touched. */
export const FormTextField = ({ name, helperText, sanitize, id, htmlInput, ...props }: FormTextFieldProps) => {
  const form = useFormBinding();
  const field = form.field(name);
  const error = form.error(name);

  return (
    <TextInput
      {...props}
      {...field}
      htmlInput={htmlInput}
      id={id ?? `field-${name}`}
      onChange={(event) => {
        const clean = sanitize ? sanitize(event.target.value) : event.target.value;
        if (clean !== event.target.value) event.target.value = clean;
        field.onChange(event);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
};
