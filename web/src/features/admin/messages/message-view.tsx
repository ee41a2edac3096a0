import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminMessage } from '@shop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { useLoaderResult } from '@/lib/route-data';
import { formatDateTime } from '@/utils/format-date-time';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToList } from '../components/back-to-list';
import { useDeleteRecord } from '../hooks/use-delete-record';
import { adminHrefs } from '../lib/admin-hrefs';
import { ADMIN_TOAST_MS, ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminViewResource, RecordAnswer } from '../lib/resource';
import { MessageStateChip } from './message-state-chip';
import { senderAccount } from './message-sender';
import { markMessageAnswered } from './messages-api';
import { ViewFact } from '../components/view-fact';

const orDash = (text: string) => text || '—';

/** Who sent the message and how to reach them, when it came and where it stands. */
const MessageFacts = ({ message }: { message: AdminMessage }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
  >
    <ViewFact label="First name">{orDash(message.firstname)}</ViewFact>
    <ViewFact label="Last name">{orDash(message.lastname)}</ViewFact>
    <ViewFact label="Customer account">{senderAccount(message)}</ViewFact>
    <ViewFact label="E-mail">
      <Link href={`mailto:${message.email}`}>{message.email}</Link>
    </ViewFact>
    <ViewFact label="Phone number">
      <Link href={`tel:${message.phoneNumber.replace(/[^0-9+]/g, '')}`}>{message.phoneNumber}</Link>
    </ViewFact>
    <ViewFact label="Received">{formatDateTime(message.createdAt)}</ViewFact>
    <ViewFact label="Status">
      <MessageStateChip state={message.state} />
    </ViewFact>
    {message.answered && (
      <ViewFact label="Answered">
        by {message.answered.by || 'an admin'}, {formatDateTime(message.answered.at)}
      </ViewFact>
    )}
  </Box>
);

interface MessageActionsProps {
  message: AdminMessage;
  resource: AdminViewResource;
  onAnswered: (message: AdminMessage) => void;
}

/** Mark as answered (or not answered any more), and delete with its confirm. */
const MessageActions = ({ message, resource, onAnswered }: MessageActionsProps) => {
  const navigate = useNavigate();
  const { mutate, pending } = useApiMutation();
  const { remove, pending: removing } = useDeleteRecord(resource);
  const answered = message.state === 'answered';
  const toggle = async () => {
    const result = await mutate({
      call: () => markMessageAnswered(message._id, !answered),
      toast: { autoHideMs: ADMIN_TOAST_MS },
    });
    if (result.success && result.body) onAnswered(result.body);
  };
  const deleteMessage = async () => {
    if (await remove(message)) await navigate(adminHrefs(resource).list());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button variant={answered ? 'outlined' : 'contained'} disabled={pending} onClick={() => void toggle()}>
        {answered ? 'Mark as not answered' : 'Mark as answered'}
      </Button>
      <Button variant="outlined" color="error" disabled={removing} onClick={() => void deleteMessage()}>
        Delete
      </Button>
    </Box>
  );
};

/** /admin/messages/{id}: every field the sender wrote; opening it marks it read on the server. */
export const MessageView = ({
  record,
  resource,
}: {
  record: RecordAnswer<AdminMessage>;
  resource: AdminViewResource;
}) => {
  const { state, retry } = useLoaderResult(record);
  // The message as the last answer left it (marking it answered answers the message as it is now).
  const [changed, setChanged] = useState<AdminMessage | null>(null);
  const message = changed ?? (state.status === 'success' ? state.data : null);
  return (
    <>
      <AdminPageHeader title={message?.title ?? 'Message'} action={<BackToList resource={resource} />} />
      {state.status === 'loading' && (
        <Box role="status" sx={{ py: 6 }}>
          <LinearProgress aria-label="Loading the message" />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {message && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <MessageFacts message={message} />
            <MessageActions message={message} resource={resource} onAnswered={setChanged} />
          </Paper>
          <Box component="section" aria-labelledby="message-text-heading" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="message-text-heading" variant="h6" component="h2">
              Message
            </Typography>
            <Paper
              variant="outlined"
              data-testid="message-text"
              sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {message.message}
            </Paper>
          </Box>
        </Box>
      )}
    </>
  );
};
