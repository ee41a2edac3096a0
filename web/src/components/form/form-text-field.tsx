import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useHydrated } from '@/hooks/use-hydrated';
import { useFormBinding } from './form-binding';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: string;
  /** Cleans what was typed before it reaches the form (e.g. keeps only the characters of a phone number). */
  sanitize?: (value: string) => string;
};

/** A TextField bound to the surrounding form; its message shows once the field was touched. */
export const FormTextField = ({ name, helperText, sanitize, id, slotProps, ...props }: FormTextFieldProps) => {
  const form = useFormBinding();
  const field = form.field(name);
  const hydrated = useHydrated();
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  const error = form.error(name);

  return (
    <TextField
      {...props}
      {...field}
      slotProps={{
        ...slotProps,
        htmlInput: { ...htmlInput, readOnly: !hydrated || ('readOnly' in htmlInput && Boolean(htmlInput.readOnly)) },
      }}
      id={id ?? `field-${name}`}
      onChange={sanitize ? (event) => form.setValue(name, sanitize(event.target.value)) : field.onChange}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
};
