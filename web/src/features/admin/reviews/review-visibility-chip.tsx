import { StatusChip } from '@/components/status-chip';

/** Whether shoppers see the review: "visible" or "hidden". */
export const ReviewVisibilityChip = ({ hidden }: { hidden: boolean }) => (
  <StatusChip
    label={hidden ? 'hidden' : 'visible'}
    borderColor={hidden ? 'warning.main' : 'success.main'}
    testId="review-visibility"
  />
);
