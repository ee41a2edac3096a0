import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: string;
  /** Cleans what was typed before it reaches the form (e.g. keeps only the characters of a phone number). */
  sanitize?: (value: string) => string;
};

/** A TextField bound to the surrounding Formik form; its message shows once the field was touched. */
export const FormTextField = ({ name, helperText, sanitize, id, ...props }: FormTextFieldProps) => {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;

  return (
    <TextField
      {...props}
      {...field}
      id={id ?? `field-${name}`}
      onChange={sanitize ? (event) => void helpers.setValue(sanitize(event.target.value)) : field.onChange}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    />
  );
};
