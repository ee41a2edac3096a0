import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { AdminField } from '../../lib/resource';
import { RepeatableField } from './repeatable-field';

interface GroupFieldProps {
  field: Extract<AdminField, { kind: 'group' }>;
  name: string;
  /** Draws one inner field at its path, e.g. "items.0." + "titleItem". */
  renderField: (field: AdminField, prefix: string) => ReactNode;
}

/** A repeatable group (e.g. a blog's items): its entries, each with its fields and a remove button, and Add. */
export const GroupField = ({ field, name, renderField }: GroupFieldProps) => (
  <RepeatableField
    name={name}
    label={field.label}
    itemLabel={field.itemLabel}
    addLabel={field.addLabel}
    empty={() => ({ ...field.empty })}
    renderEntry={(path) => field.fields.map((inner) => <Box key={inner.name}>{renderField(inner, `${path}.`)}</Box>)}
  />
);
