import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useFormBinding } from '@/components/form/form-binding';
import type { AdminSelectOption } from '../../lib/resource';

interface MultiSelectFieldProps {
  name: string;
  label: string;
  options: readonly AdminSelectOption[];
}

/** A group of checkboxes bound to a list of the ticked choices, kept in the options' order. */
export const MultiSelectField = ({ name, label, options }: MultiSelectFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const error = form.error(name);
  const id = `field-${name}`;
  const toggle = (option: string, on: boolean) =>
    form.setValue(
      name,
      options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v))),
    );

  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={error ? `${id}-helper-text` : undefined}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
      {error && <FormHelperText id={`${id}-helper-text`}>{error}</FormHelperText>}
    </FormControl>
  );
};
