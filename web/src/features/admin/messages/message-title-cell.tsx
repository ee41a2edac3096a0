import Box from '@mui/material/Box';
import type { AdminMessage } from '@shop/contract';
import { senderName } from './message-sender';

/** The message's title; on a narrow screen, where the From column is hidden, its sender beneath. */
export const MessageTitleCell = ({ message }: { message: AdminMessage }) => (
  <Box component="span" sx={{ display: 'grid', gap: 0.25, overflowWrap: 'break-word' }}>
    <span>{message.title}</span>
    <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary', fontSize: '0.8125rem' }}>
      {senderName(message)}
    </Box>
  </Box>
);
