import type { AdminMessage } from '@shop/contract';

/** "Ada Lovelace", or the e-mail when the sender left both names empty. */
export const senderName = ({ firstname, lastname, email }: Pick<AdminMessage, 'firstname' | 'lastname' | 'email'>) =>
  `${firstname} ${lastname}`.trim() || email;

/** Who sent it: a customer's username, a customer whose account is gone, or a visitor. */
export const senderAccount = ({ customer }: Pick<AdminMessage, 'customer'>): string => {
  if (!customer) return 'Visitor (not signed in)';
  return customer.username ?? 'Deleted account';
};
