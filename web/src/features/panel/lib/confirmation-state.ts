import type { OrderLine } from '@shop/contract';

/** What buy now hands the confirmation page with its navigation: the lines the order holds. */
export interface ConfirmationState {
  lines: OrderLine[];
}

/** The lines of a navigation's state, when it came from buy now (none after any other way in). */
export const confirmedLines = (state: unknown): OrderLine[] => {
  const lines = (state as Partial<ConfirmationState> | null)?.lines;
  return Array.isArray(lines) ? lines : [];
};
