import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OutboxMessageDetail } from '@shop/contract';
import { useState } from 'react';
import { ErrorCard } from '@/components/error-card';
import { useLoaderResult } from '@/lib/route-data';
import { formatDateTime } from '@/utils/format-date-time';
import { AdminPageHeader } from '../components/admin-page-header';
import { BackToList } from '../components/back-to-list';
import { ViewFact } from '../components/view-fact';
import { ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminViewResource, RecordAnswer } from '../lib/resource';
import { MailStateChip } from './mail-state-chip';
import { SendAgainButton } from './send-again-button';

const timeOrDash = (time: string | null) => (time ? formatDateTime(time) : '—');

/** Who the message is for, what it is about and how its sending went. */
const MailFacts = ({ message }: { message: OutboxMessageDetail }) => (
  <Box
    component="dl"
    sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}
  >
    <ViewFact label="Recipient">{message.to}</ViewFact>
    <ViewFact label="Kind">{message.kind}</ViewFact>
    <ViewFact label="Queued">{formatDateTime(message.createdAt)}</ViewFact>
    <ViewFact label="State">
      <MailStateChip state={message.delivery.state} />
    </ViewFact>
    <ViewFact label="Attempts">{message.delivery.attempts}</ViewFact>
    <ViewFact label="Last attempt ended">{timeOrDash(message.delivery.endTime)}</ViewFact>
    {message.delivery.error && <ViewFact label="Error">{message.delivery.error}</ViewFact>}
  </Box>
);

/** /admin/mail/{id}: one message of the outbox with the text it carries, sent again from here when it failed. */
export const MailView = ({
  record,
  resource,
}: {
  record: RecordAnswer<OutboxMessageDetail>;
  resource: AdminViewResource;
}) => {
  const { state, retry } = useLoaderResult(record);
  // The message as Send again answered it (queued again: nothing to ask again).
  const [resent, setResent] = useState<OutboxMessageDetail | null>(null);
  const message = resent ?? (state.status === 'success' ? state.data : null);
  return (
    <>
      <AdminPageHeader title={message?.subject ?? 'Mail'} action={<BackToList resource={resource} />} />
      {state.status === 'loading' && (
        <Box role="status" sx={{ py: 6 }}>
          <LinearProgress aria-label="Loading the mail" />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {message && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
            <MailFacts message={message} />
            <Box>
              <SendAgainButton row={message} onDone={(now) => setResent({ ...message, ...now })} />
            </Box>
          </Paper>
          <Box component="section" aria-labelledby="mail-text-heading" sx={{ display: 'grid', gap: 1 }}>
            <Typography id="mail-text-heading" variant="h6" component="h2">
              Text
            </Typography>
            <Paper
              variant="outlined"
              data-testid="mail-text"
              sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {message.text}
            </Paper>
          </Box>
        </Box>
      )}
    </>
  );
};
