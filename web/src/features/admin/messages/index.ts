import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import type { AdminMessage, MessageFilter, MessageListAnswer } from '@shop/contract';
import { ADMIN_API_PATHS, ADMIN_MESSAGES_PAGE_SIZE, MESSAGE_FILTERS } from '@shop/contract';
import { createElement } from 'react';
import { formatDateTime } from '@/utils/format-date-time';
import { emailCell } from '../components/email-cell';
import { defineViewResource } from '../lib/resource';
import { MessageStateChip } from './message-state-chip';
import { MessageTitleCell } from './message-title-cell';
import { senderName } from './message-sender';
import { MessageView } from './message-view';

const FILTER_LABELS: Record<MessageFilter, string> = { unread: 'Unread', answered: 'Answered' };

/** The contact form's messages: newest first, unread ones in bold; each opens to be read and answered. */
export const messagesResource = defineViewResource<AdminMessage>({
  name: 'messages',
  label: 'Messages',
  singular: 'message',
  icon: MailOutlineRounded,
  editPath: ':id',
  api: {
    list: ADMIN_API_PATHS.messages,
    item: ADMIN_API_PATHS.message,
    readList: (answer) => {
      const { body, totalMessages } = answer as MessageListAnswer;
      return { rows: body ?? [], total: totalMessages.filtered };
    },
  },
  pageSize: ADMIN_MESSAGES_PAGE_SIZE,
  columns: [
    { header: 'From', cell: (message) => senderName(message), wideOnly: true },
    { header: 'E-mail', cell: (message) => emailCell(message.email), wideOnly: true },
    { header: 'Title', cell: (message) => createElement(MessageTitleCell, { message }) },
    { header: 'Received', cell: (message) => formatDateTime(message.createdAt), wideOnly: true },
    { header: 'Status', cell: (message) => createElement(MessageStateChip, { state: message.state }) },
  ],
  emptyText: 'There is no message',
  nameOf: (message) => `message from ${senderName(message)}`,
  filters: [
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      allLabel: 'Every message',
      options: MESSAGE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })),
    },
    { kind: 'search', name: 'q', label: 'E-mail or name' },
  ],
  emphasize: (message) => message.state === 'unread',
  view: MessageView,
  deletable: true,
});
