import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useFormBinding } from '@/components/form/form-binding';
import type { AdminSelectOption } from '../../lib/resource';

interface SelectFieldProps {
  name: string;
  label: string;
  placeholder: string;
  options: AdminSelectOption[];
  /** The select's name for assistive technology when the visible label is short (e.g. "Colour family of Ruby"). */
  ariaLabel?: string;
}

/** A native select bound to the form, with an empty first choice and its message below. */
export const SelectField = ({ name, label, placeholder, options, ariaLabel }: SelectFieldProps) => {
  const form = useFormBinding();
  const field = form.field(name);
  const error = form.error(name);
  const id = `field-${name}`;
  const helperId = `${id}-helper-text`;

  return (
    <FormControl variant="outlined" error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        name={field.name}
        onChange={(event) => form.setValue(name, event.target.value)}
        onBlur={field.onBlur}
        value={typeof field.value === 'string' ? field.value : ''}
        id={id}
        input={<OutlinedInput label={label} notched />}
        inputProps={{
          'aria-describedby': error ? helperId : undefined,
          'aria-invalid': Boolean(error),
          'aria-label': ariaLabel,
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
};
