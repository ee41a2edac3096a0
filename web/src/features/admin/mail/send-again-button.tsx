import Button from '@mui/material/Button';
import type { OutboxMessage } from '@shop/contract';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { ADMIN_TOAST_MS } from '../lib/admin-texts';
import { resendOutboxMessage } from './mail-api';

interface SendAgainButtonProps {
  row: OutboxMessage;
  /** Runs with the message as the server answered it once it is queued again. */
  onDone: (message: OutboxMessage) => void;
}

/** "Send again" on a message that failed: it goes back to the sender (nothing on any other message). */
export const SendAgainButton = ({ row, onDone }: SendAgainButtonProps) => {
  const { mutate, pending } = useApiMutation();
  if (row.delivery.state !== 'ERROR') return null;
  const resend = async () => {
    const result = await mutate({ call: () => resendOutboxMessage(row._id), toast: { autoHideMs: ADMIN_TOAST_MS } });
    if (result.success && result.body) onDone(result.body);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={pending}
      aria-label={`Send again the mail to ${row.to}: ${row.subject}`}
      onClick={() => void resend()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Send again
    </Button>
  );
};
