import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';

interface SelectInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The <option> elements. */
  children: ReactNode;
  /** Submitted with this name when the form is sent natively (before the page is interactive). */
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** An outlined native <select> with its label, as TextField's native select draws it. */
export const SelectInput = ({ label, value, onChange, children, name, selectRef }: SelectInputProps) => {
  const id = useId();
  return (
    <FormControl variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={onChange}
        id={id}
        name={name}
        inputRef={selectRef}
        // The shop's sprite icon (MUI's own arrow, drawn from the sprite): no path data in the page's HTML.
        IconComponent={ArrowDropDown}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
};
