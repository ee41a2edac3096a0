import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormBinding } from '@/components/form/form-binding';

interface RepeatableFieldProps {
  name: string;
  label: string;
  /** The label of one entry ("Item") and of the add button ("Add item"). */
  itemLabel: string;
  addLabel: string;
  /** What Add appends. */
  empty: () => unknown;
  /** Draws one entry's inputs at its path, e.g. "items.0". */
  renderEntry: (path: string, index: number) => ReactNode;
}

/** A list the admin grows and shrinks: its entries, each with a remove button, and Add. */
export const RepeatableField = ({ name, label, itemLabel, addLabel, empty, renderEntry }: RepeatableFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const entries = Array.isArray(value) ? (value as unknown[]) : [];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {entries.map((_, index) => (
        <Box
          // Entries have no id of their own; their place is their identity while the form is open.
          key={index}
          role="group"
          aria-label={`${itemLabel} ${index + 1}`}
          sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary">
              {itemLabel} {index + 1}
            </Typography>
            <IconButton
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
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
          {renderEntry(`${name}.${index}`, index)}
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddRounded />}
        onClick={() => form.setValue(name, [...entries, empty()])}
        sx={{ justifySelf: 'start' }}
      >
        {addLabel}
      </Button>
    </Box>
  );
};
