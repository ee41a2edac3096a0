import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useHydrated } from '@/hooks/use-hydrated';
import { useFormBinding } from './form-binding';

type FormSubmitButtonProps = Omit<ButtonProps, 'type'>;

/** The form's submit button; while the form is sending it is disabled and shows a spinner. */
export const FormSubmitButton = ({ children, disabled, ...props }: FormSubmitButtonProps) => {
  const hydrated = useHydrated();
  const busy = useFormBinding().isSubmitting;
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
