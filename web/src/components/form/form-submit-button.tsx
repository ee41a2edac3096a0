import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useHydrated } from '@/hooks/use-hydrated';

type FormSubmitButtonProps = Omit<ButtonProps, 'type'> & { busy: boolean };

/** The form's submit button; while the form is sending it is disabled and shows a spinner. */
export const FormSubmitButton = ({ busy, children, disabled, ...props }: FormSubmitButtonProps) => {
  const hydrated = useHydrated();
  return (
    <Button
      variant="contained"
      size="large"
      {...props}
      type="submit"
      disabled={busy || disabled || !hydrated}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : props.startIcon}
    >
      {children}
    </Button>
  );
};
