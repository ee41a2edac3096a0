import type { MessageState } from '@shop/contract';
import { StatusChip } from '@/components/status-chip';

const BORDERS: Record<MessageState, string> = {
  unread: 'warning.main',
  read: 'text.disabled',
  answered: 'success.main',
};

/** Where a message stands: unread, read or answered. */
export const MessageStateChip = ({ state }: { state: MessageState }) => (
  <StatusChip label={state} borderColor={BORDERS[state]} testId="message-state" />
);
