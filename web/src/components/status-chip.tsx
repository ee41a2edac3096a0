import Box from '@mui/material/Box';

interface StatusChipProps {
  label: string;
  /** The status's colour, a theme colour such as 'success.main'. */
  borderColor: string;
  testId?: string;
}

/** A status as a small label: the colour is the border's, the word stays in the text colour (readable in light and dark). */
export const StatusChip = ({ label, borderColor, testId }: StatusChipProps) => (
  <Box
    component="span"
    data-testid={testId}
    sx={{
      display: 'inline-block',
      px: 1,
      py: 0.25,
      border: 2,
      borderColor,
      borderRadius: 4,
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.4,
      color: 'text.primary',
    }}
  >
    {label}
  </Box>
);
