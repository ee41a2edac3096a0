import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'inputProps' | 'slotProps' | 'notched'> & {
  label: string;
  helperText?: ReactNode;
  /** Keeps the label above the field even when it is empty (for a placeholder or a select). */
  shrinkLabel?: boolean;
  /** Attributes of the <input> (or <textarea>) itself. */
  htmlInput?: InputBaseComponentProps;
};

/**
 * An outlined text field with its label and message, as MUI's TextField draws it, without TextField:
 * TextField imports Select (with Menu, Popover and Modal) even for a plain text input.
 */
export const TextInput = ({
  id,
  label,
  helperText,
  shrinkLabel,
  htmlInput,
  required,
  error,
  fullWidth,
  disabled,
  sx,
  ...input
}: TextInputProps) => {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" required={required} error={error} fullWidth={fullWidth} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        label={label}
        notched={shrinkLabel}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
