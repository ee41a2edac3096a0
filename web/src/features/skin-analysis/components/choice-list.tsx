import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Choice } from '../lib/questions';

interface ChoiceListProps {
  name: string;
  kind: 'single' | 'multi';
  choices: Choice[];
  chosen: string[];
  /** multi: further choices are disabled once this many are chosen. */
  max?: number;
  describedBy: string;
  onChange: (chosen: string[]) => void;
}

/** The choices as large cards around native radio buttons or checkboxes (arrow keys, Space, screen readers). */
export const ChoiceList = ({ name, kind, choices, chosen, max, describedBy, onChange }: ChoiceListProps) => {
  const full = kind === 'multi' && max !== undefined && chosen.length >= max;
  const toggle = (value: string, checked: boolean) => {
    if (kind === 'single') onChange([value]);
    else onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  };
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
            <Box
              component="input"
              type={kind === 'single' ? 'radio' : 'checkbox'}
              name={name}
              value={choice.value}
              checked={checked}
              disabled={disabled}
              aria-describedby={describedBy}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(choice.value, event.target.checked)}
              sx={{
                m: 0,
                mt: 0.25,
                width: 20,
                height: 20,
                flexShrink: 0,
                accentColor: 'var(--mui-palette-primary-main)',
              }}
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
