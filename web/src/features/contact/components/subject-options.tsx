import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useEarlyInput } from '@/hooks/use-early-input';

export const SUBJECTS = [
  'Skin type',
  'Branches',
  'Special offer and Promotion',
  'Returns and Refunds',
  'Product and Stock',
] as const;

/** One subject's box; a tick given before the page was interactive counts once it is. */
const SubjectCheckbox = ({ checked, onToggle }: { checked: boolean; onToggle: () => void }) => {
  const ref = useEarlyInput<HTMLInputElement>(checked, onToggle);
  return <Checkbox checked={checked} onChange={onToggle} slotProps={{ input: { ref } }} size="small" />;
};

/** "What is it about?": helps the visitor frame the message; the choice is not part of what is sent. */
export const SubjectOptions = ({
  checked,
  onToggle,
}: {
  checked: ReadonlySet<string>;
  onToggle: (subject: string) => void;
}) => (
  <FormControl component="fieldset" sx={{ gap: 0.5 }}>
    <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary', mb: 0.5 }}>
      What is it about?
    </FormLabel>
    <FormGroup row sx={{ columnGap: 1 }}>
      {SUBJECTS.map((subject) => (
        <FormControlLabel
          key={subject}
          label={subject}
          control={<SubjectCheckbox checked={checked.has(subject)} onToggle={() => onToggle(subject)} />}
          sx={{ mr: 1 }}
        />
      ))}
    </FormGroup>
  </FormControl>
);
