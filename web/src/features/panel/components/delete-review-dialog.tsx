import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReviewWithProduct } from '@shop/contract';
import { myReviewProductTitle } from '../lib/my-review-labels';

interface DeleteReviewDialogProps {
  review: ReviewWithProduct | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Delete asks first: the review and its stars leave the product for good. */
export const DeleteReviewDialog = ({ review, pending, onConfirm, onClose }: DeleteReviewDialogProps) => (
  <Dialog open={review !== null} onClose={onClose} aria-labelledby="delete-review-title">
    <DialogTitle id="delete-review-title">Delete your review?</DialogTitle>
    <DialogContent>
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        {review ? `Your review of ${myReviewProductTitle(review)} and its stars will be removed for good.` : ''}
      </DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose}>Cancel</Button>
      <Button variant="contained" color="error" disabled={pending} onClick={onConfirm}>
        Delete
      </Button>
    </DialogActions>
  </Dialog>
);
