import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';

export const SUBJECTS = [
  'Skin type',
  'Branches',
  'Special offer and Promotion',
  'Returns and Refunds',
  'Product and Stock',
] as const;

/** "What is it about?": helps the visitor frame the message; the choice is not part of what is sent. */
export const SubjectOptions = () => {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  const toggle = (subject: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(subject)) next.add(subject);
      return next;
    });

  return (
    <FormControl component="fieldset" sx={{ gap: 0.5 }}>
      <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary', mb: 0.5 }}>
        What is it about?
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {SUBJECTS.map((subject) => (
          <FormControlLabel
            key={subject}
            label={subject}
            control={<Checkbox checked={checked.has(subject)} onChange={() => toggle(subject)} size="small" />}
            sx={{ mr: 1 }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};
