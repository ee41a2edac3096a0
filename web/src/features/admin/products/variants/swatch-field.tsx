import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { useFormBinding } from '@/components/form/form-binding';
import { FormTextField } from '@/components/form/form-text-field';
import { cleanHex, pickerColour } from './variant-values';

interface SwatchFieldProps {
  /** The row's swatch path, e.g. "variants.0.swatch". */
  name: string;
  /** The row's name on the controls ("Ruby"). */
  of: string;
}

/**
 * A shade's colour: the browser's colour picker and the hex text beside it, both bound to the one form
 * value, so each shows what the other set (the picker black until the hex is a whole colour).
 */
export const SwatchField = ({ name, of }: SwatchFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const swatch = typeof value === 'string' ? value : '';
  const pickerId = `field-${name}-picker`;

  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.25, flexShrink: 0 }}>
        <FormLabel htmlFor={pickerId} sx={{ fontSize: '0.75rem' }}>
          Colour
        </FormLabel>
        <Box
          component="input"
          type="color"
          id={pickerId}
          aria-label={`Colour of ${of}`}
          value={pickerColour(swatch)}
          onChange={(event) => form.setValue(name, (event.target as HTMLInputElement).value.toLowerCase())}
          sx={{
            width: 48,
            height: 36,
            p: 0.25,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
      </Box>
      <FormTextField
        name={name}
        label="Hex colour"
        placeholder="#b0123a"
        sanitize={cleanHex}
        htmlInput={{ 'aria-label': `Hex colour of ${of}`, spellCheck: false, autoComplete: 'off' }}
      />
    </Box>
  );
};
