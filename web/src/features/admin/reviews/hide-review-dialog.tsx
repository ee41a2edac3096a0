import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { HIDDEN_REASON_MAX, reviewVisibilitySchema, type ReviewVisibilityInput } from '@shop/contract';
import { useId, useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { TextInput } from '@/components/fields/text-input';

interface HideReviewDialogProps {
  open: boolean;
  pending: boolean;
  /** The server's message on the reason field, when it refused one. */
  serverError?: string;
  onClose: () => void;
  onHide: (input: ReviewVisibilityInput) => void;
}

/** Asks the reason for hiding a review (checked with the contract's schema), which its author will read. */
export const HideReviewDialog = ({ open, pending, serverError, onClose, onHide }: HideReviewDialogProps) => {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onHide(await reviewVisibilitySchema.validate({ hidden: true, reason }));
    } catch (failure) {
      if (failure instanceof ValidationError) setError(failure.message);
      else throw failure;
    }
  };
  const shown = error ?? serverError;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Hide this review</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Shoppers will no longer see it and its stars leave the product’s figures. Its author sees it marked hidden,
            with your reason.
          </DialogContentText>
          <TextInput
            label="Reason"
            name="reason"
            required
            autoFocus
            fullWidth
            multiline
            minRows={2}
            value={reason}
            error={Boolean(shown)}
            helperText={shown}
            htmlInput={{ maxLength: HIDDEN_REASON_MAX }}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Hide review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
