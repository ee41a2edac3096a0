import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import type { OutboxAnswer, OutboxMessage, OutboxMessageDetail } from '@shop/contract';
import { ADMIN_API_PATHS, MAIL_STATES, OUTBOX_PAGE_SIZE } from '@shop/contract';
import { createElement } from 'react';
import { formatDateTime } from '@/utils/format-date-time';
import { emailCell } from '../components/email-cell';
import { defineViewResource } from '../lib/resource';
import { MAIL_STATE_LABELS, MailStateChip } from './mail-state-chip';
import { MailView } from './mail-view';
import { SendAgainButton } from './send-again-button';

/** The mail the shop sent or tried to, newest first; a failed one can be sent again from its row. */
export const mailResource = defineViewResource<OutboxMessage, OutboxMessageDetail>({
  name: 'mail',
  label: 'Outbox',
  singular: 'mail',
  icon: ForwardToInboxOutlined,
  editPath: ':id',
  api: {
    list: ADMIN_API_PATHS.mail,
    item: ADMIN_API_PATHS.mailMessage,
    readList: (answer) => {
      const { body, totalMail } = answer as OutboxAnswer;
      return { rows: body ?? [], total: totalMail.filtered };
    },
  },
  pageSize: OUTBOX_PAGE_SIZE,
  columns: [
    { header: 'Recipient', cell: (mail) => emailCell(mail.to) },
    // At 360 px the row keeps who, how it went and its actions; the subject names its view link.
    { header: 'Subject', cell: (mail) => mail.subject, wideOnly: true },
    { header: 'Queued', cell: (mail) => formatDateTime(mail.createdAt), wideOnly: true },
    { header: 'State', cell: (mail) => createElement(MailStateChip, { state: mail.delivery.state }) },
    { header: 'Attempts', cell: (mail) => mail.delivery.attempts, wideOnly: true },
    { header: 'Error', cell: (mail) => mail.delivery.error ?? '—', wideOnly: true },
  ],
  emptyText: 'There is no mail',
  nameOf: (mail) => `mail to ${mail.to}: ${mail.subject}`,
  filters: [
    {
      kind: 'chips',
      name: 'state',
      label: 'State',
      allLabel: 'All mail',
      options: MAIL_STATES.map((value) => ({ value, label: MAIL_STATE_LABELS[value] })),
    },
  ],
  rowAction: SendAgainButton,
  view: MailView,
});
