import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/fields/text-input';
import type { AdminListFilter, ListFilterValues } from '../lib/resource';

type ChoiceFilterProps = {
  filter: Extract<AdminListFilter, { kind: 'select' }>;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A choice that applies at once. MUI's Select (a menu) rather than the storefront's native SelectInput:
 * sharing that one would split it out of the products page's chunk into one more request there.
 */
const ChoiceFilter = ({ filter, value, onChange }: ChoiceFilterProps) => {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      <InputLabel id={`${id}-label`} shrink>
        {filter.label}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={filter.label}
        notched
        displayEmpty
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">{filter.allLabel}</MenuItem>
        {filter.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};

type ChipsFilterProps = {
  filter: Extract<AdminListFilter, { kind: 'chips' }>;
  value: string;
  onChange: (value: string) => void;
};

/** A choice among a few short options as toggle chips (the pressed one is the filter); applies at once. */
const ChipsFilter = ({ filter, value, onChange }: ChipsFilterProps) => (
  <Box role="group" aria-label={filter.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    {[{ value: '', label: filter.allLabel }, ...filter.options].map((option) => {
      const pressed = option.value === value;
      return (
        <Chip
          key={option.value}
          label={option.label}
          clickable
          aria-pressed={pressed}
          color={pressed ? 'primary' : 'default'}
          variant={pressed ? 'filled' : 'outlined'}
          onClick={() => onChange(option.value)}
        />
      );
    })}
  </Box>
);

interface ListFiltersProps {
  filters: AdminListFilter[];
  values: ListFilterValues;
  /** Called with every filter's new value (the list goes back to page 1). */
  onChange: (values: ListFilterValues) => void;
}

/** A list's filters: choices apply at once, a search box when submitted (Enter or the button). */
export const ListFilters = ({ filters, values, onChange }: ListFiltersProps) => {
  const searches = filters.filter((filter) => filter.kind === 'search');
  const [typed, setTyped] = useState<ListFilterValues>(() =>
    Object.fromEntries(searches.map((filter) => [filter.name, values[filter.name] ?? ''])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, ...Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.trim()])) });
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      {filters.map((filter) =>
        filter.kind === 'chips' ? (
          <ChipsFilter
            key={filter.name}
            filter={filter}
            value={values[filter.name] ?? ''}
            onChange={(value) => onChange({ ...values, [filter.name]: value })}
          />
        ) : filter.kind === 'select' ? (
          <ChoiceFilter
            key={filter.name}
            filter={filter}
            value={values[filter.name] ?? ''}
            onChange={(value) => onChange({ ...values, [filter.name]: value })}
          />
        ) : (
          <TextInput
            key={filter.name}
            type="search"
            label={filter.label}
            name={filter.name}
            value={typed[filter.name] ?? ''}
            onChange={(event) => setTyped((now) => ({ ...now, [filter.name]: event.target.value }))}
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
          />
        ),
      )}
      {searches.length > 0 && (
        <Button type="submit" variant="outlined">
          Search
        </Button>
      )}
    </Box>
  );
};
