import Alert, { type AlertColor } from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

interface FormAlertProps {
  message: string | null;
  severity?: AlertColor;
}

/**
 * The server's answer above a form, its words in the severity's colour (an error in red, a success in green);
 * it takes the focus so keyboard and screen-reader users meet it first.
 */
export const FormAlert = ({ message, severity = 'error' }: FormAlertProps) => {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);

  if (!message) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={severity}
      role="alert"
      variant="outlined"
      sx={{ outline: 'none', scrollMarginTop: 128, color: `${severity}.main` }}
    >
      {message}
    </Alert>
  );
};
