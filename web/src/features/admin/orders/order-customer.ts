import type { OrderCustomer } from '@shop/contract';

/** "jane (Jane Doe)", or a note when the account no longer exists. */
export const customerLabel = (customer: OrderCustomer | null): string =>
  customer ? `${customer.username} (${customer.firstname} ${customer.lastname})` : 'Deleted account';

export const itemCount = (lines: { quantity: number }[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);
