import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@shop/contract';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useSessionStore } from '@/features/auth/stores/session';
import { toggleHelpful } from '../api/toggle-helpful';

/**
 * "Helpful (N)": a toggle of the caller's vote for a signed-in customer who did not write the review;
 * for anyone else the count as text.
 */
export const HelpfulButton = ({ review }: { review: Review }) => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [vote, setVote] = useState({ count: review.helpfulCount, voted: Boolean(review.votedHelpful) });
  const [seen, setSeen] = useState(review);
  const [busy, setBusy] = useState(false);
  // A new answer for this review (the list asked again) replaces the vote shown.
  if (seen !== review) {
    setSeen(review);
    setVote({ count: review.helpfulCount, voted: Boolean(review.votedHelpful) });
  }
  const label = `Helpful (${vote.count})`;

  if (!isLoggedIn || review.mine)
    return (
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    );

  const toggle = async () => {
    setBusy(true);
    const result = await toggleHelpful(review._id);
    setBusy(false);
    if (result.success && result.body) setVote({ count: result.body.helpfulCount, voted: result.body.votedHelpful });
    else notify(result.message, 'error');
  };

  return (
    <Button
      size="small"
      variant={vote.voted ? 'contained' : 'outlined'}
      color="primary"
      aria-pressed={vote.voted}
      disabled={busy}
      startIcon={vote.voted ? <ThumbUpAlt /> : <ThumbUpAltOutlined />}
      onClick={() => void toggle()}
    >
      {label}
    </Button>
  );
};
