import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface RetryAlertProps {
  message: string;
  onRetry: () => void;
  /** The retry button's wording ("Try again" on lists, "Try Again" for the session). */
  retryLabel?: string;
}

/** A failed load: the server's message in red and a button that asks again. */
export const RetryAlert = ({ message, onRetry, retryLabel = 'Try again' }: RetryAlertProps) => (
  <Alert
    severity="error"
    variant="outlined"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  >
    {message}
  </Alert>
);
