import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ReviewWithProduct } from '@shop/contract';
import { Suspense } from 'react';
import type { ReviewFormComponent } from '../lib/review-form-slot';

interface EditReviewDialogProps {
  review: ReviewWithProduct | null;
  /** Lazy: Suspense shows the loading line while its code comes. */
  ReviewForm: ReviewFormComponent;
  onSaved: () => void;
  onClose: () => void;
}

const FormLoading = () => (
  <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
    <CircularProgress size={20} aria-hidden="true" />
    <Typography color="text.secondary">Loading the form ...</Typography>
  </Box>
);

/** Edit: the product page's own review form, in a dialog, filled with the review as it is. */
export const EditReviewDialog = ({ review, ReviewForm, onSaved, onClose }: EditReviewDialogProps) => (
  <Dialog
    open={review !== null}
    onClose={onClose}
    fullWidth
    maxWidth="sm"
    aria-labelledby="review-form-title"
    // The form draws its own rounded border: the dialog is that box, with no frame of its own around it.
    slotProps={{
      paper: {
        sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined }, borderRadius: 4, border: 0 },
      },
    }}
  >
    <DialogContent sx={{ p: 0 }}>
      {review && (
        <Suspense fallback={<FormLoading />}>
          <ReviewForm
            productId={review.productId}
            review={review}
            onSaved={onSaved}
            onAlreadyReviewed={onSaved}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </DialogContent>
  </Dialog>
);
