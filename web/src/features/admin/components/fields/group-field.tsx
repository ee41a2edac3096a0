import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFormBinding } from '@/components/form/form-binding';
import type { AdminField } from '../../lib/resource';
import type { ReactNode } from 'react';

interface GroupFieldProps {
  field: Extract<AdminField, { kind: 'group' }>;
  name: string;
  /** Draws one inner field at its path, e.g. "items.0." + "titleItem". */
  renderField: (field: AdminField, prefix: string) => ReactNode;
}

/** A repeatable group (e.g. a blog's items): its entries, each with its fields and a remove button, and Add. */
export const GroupField = ({ field, name, renderField }: GroupFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const entries = Array.isArray(value) ? (value as unknown[]) : [];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {field.label}
      </Typography>
      {entries.map((_, index) => (
        <Box
          // Entries have no id of their own; their place is their identity while the form is open.
          key={index}
          role="group"
          aria-label={`${field.itemLabel} ${index + 1}`}
          sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {field.itemLabel} {index + 1}
            </Typography>
            <IconButton
              aria-label={`Remove ${field.itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() =>
                form.setValue(
                  name,
                  entries.filter((__, at) => at !== index),
                )
              }
              size="small"
              color="error"
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Box>
          {field.fields.map((inner) => (
            <Box key={inner.name}>{renderField(inner, `${name}.${index}.`)}</Box>
          ))}
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddRounded />}
        onClick={() => form.setValue(name, [...entries, { ...field.empty }])}
        sx={{ justifySelf: 'start' }}
      >
        {field.addLabel}
      </Button>
    </Box>
  );
};
