import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import { useEarlyInput } from '@/hooks/use-early-input';
import type { Choice } from '../lib/questions';

interface ChoiceListProps {
  name: string;
  kind: 'single' | 'multi';
  choices: Choice[];
  chosen: string[];
  /** multi: further choices are disabled once this many are chosen. */
  max?: number;
  describedBy: string;
  /** Takes an update of the choices (a state setter): ticks given before hydration arrive one by one. */
  onChange: Dispatch<SetStateAction<string[]>>;
}

/** The choices after `value` was ticked or unticked. */
const toggled = (kind: ChoiceListProps['kind'], chosen: string[], value: string, checked: boolean): string[] => {
  if (kind === 'single') return checked ? [value] : chosen.filter((item) => item !== value);
  return checked ? [...chosen.filter((item) => item !== value), value] : chosen.filter((item) => item !== value);
};

interface ChoiceInputProps {
  kind: ChoiceListProps['kind'];
  name: string;
  value: string;
  checked: boolean;
  disabled: boolean;
  describedBy: string;
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * A native radio button or checkbox. One ticked before the page was interactive stays ticked and counts
 * once it is (useEarlyInput): the first render after hydration would otherwise untick it.
 */
const ChoiceInput = ({ kind, name, value, checked, disabled, describedBy, onToggle }: ChoiceInputProps) => {
  const ref = useEarlyInput<HTMLInputElement>(checked, (ticked) => onToggle(value, Boolean(ticked)));
  return (
    <Box
      component="input"
      ref={ref}
      type={kind === 'single' ? 'radio' : 'checkbox'}
      name={name}
      value={value}
      checked={checked}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(value, event.target.checked)}
      sx={{
        m: 0,
        mt: 0.25,
        width: 20,
        height: 20,
        flexShrink: 0,
        accentColor: 'var(--mui-palette-primary-main)',
      }}
    />
  );
};

/** The choices as large cards around native radio buttons or checkboxes (arrow keys, Space, screen readers). */
export const ChoiceList = ({ name, kind, choices, chosen, max, describedBy, onChange }: ChoiceListProps) => {
  const full = kind === 'multi' && max !== undefined && chosen.length >= max;
  const toggle = (value: string, checked: boolean) => onChange((current) => toggled(kind, current, value, checked));
  return (
    <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {choices.map((choice) => {
        const checked = chosen.includes(choice.value);
        const disabled = full && !checked;
        return (
          <Box
            component="label"
            key={choice.value}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1.5,
              p: 2,
              borderRadius: 3,
              border: 1,
              borderColor: checked ? 'primary.main' : 'divider',
              bgcolor: checked ? 'action.selected' : 'background.paper',
              cursor: disabled ? 'not-allowed' : 'pointer',
              opacity: disabled ? 0.6 : 1,
              '&:hover': disabled ? undefined : { borderColor: 'primary.main' },
              '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <ChoiceInput
              kind={kind}
              name={name}
              value={choice.value}
              checked={checked}
              disabled={disabled}
              describedBy={describedBy}
              onToggle={toggle}
            />
            <Box sx={{ display: 'grid', gap: 0.25 }}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {choice.label}
              </Typography>
              {choice.hint && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {choice.hint}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
