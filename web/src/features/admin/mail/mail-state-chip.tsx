import type { MailState } from '@shop/contract';
import { StatusChip } from '@/components/status-chip';

/** A delivery state in the admin's words. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  PENDING: 'Waiting',
  PROCESSING: 'Sending',
  SUCCESS: 'Sent',
  ERROR: 'Failed',
  RETRY: 'Sending again',
};

const BORDERS: Record<MailState, string> = {
  PENDING: 'text.disabled',
  PROCESSING: 'info.main',
  SUCCESS: 'success.main',
  ERROR: 'error.main',
  RETRY: 'warning.main',
};

/** Where a message of the outbox stands. */
export const MailStateChip = ({ state }: { state: MailState }) => (
  <StatusChip label={MAIL_STATE_LABELS[state]} borderColor={BORDERS[state]} testId="mail-state" />
);
