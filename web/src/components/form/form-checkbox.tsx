import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useFormBinding } from './form-binding';

interface FormCheckboxProps {
  name: string;
  label: ReactNode;
}

/** A checkbox bound to a boolean of the surrounding form, with its message below it. */
export const FormCheckbox = ({ name, label }: FormCheckboxProps) => {
  const form = useFormBinding();
  const field = form.field(name, 'checkbox');
  const error = form.error(name);
  const helperId = `field-${name}-helper`;

  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            {...field}
            id={`field-${name}`}
            slotProps={{
              input: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? helperId : undefined },
            }}
          />
        }
      />
      {error && (
        <FormHelperText id={helperId} sx={{ mt: -0.5 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
};
