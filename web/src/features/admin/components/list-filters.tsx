import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { SelectInput } from '@/components/fields/select-input';
import { TextInput } from '@/components/fields/text-input';
import type { ListFilterValues } from '../lib/admin-hrefs';
import type { AdminListFilter } from '../lib/resource';

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
        filter.kind === 'select' ? (
          <SelectInput
            key={filter.name}
            label={filter.label}
            name={filter.name}
            value={values[filter.name] ?? ''}
            onChange={(event) => onChange({ ...values, [filter.name]: event.target.value })}
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectInput>
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
        <Button type="submit" variant="outlined" startIcon={<SearchRounded />}>
          Search
        </Button>
      )}
    </Box>
  );
};
