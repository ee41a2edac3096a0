import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { MessageCard } from './message-card';

interface ErrorCardProps {
  title: string;
  titleComponent?: 'h1' | 'h2';
  /** The server's or the network's message. */
  message: string;
  /** The retry button's exact wording ("Try again" on a list, "Try Again" on a post). */
  retryLabel?: string;
  onRetry?: () => void;
  /** Another way forward instead of retrying (e.g. Back). */
  action?: ReactNode;
}

/** A load that failed: what went wrong and a way to try again. */
export const ErrorCard = ({ title, titleComponent, message, retryLabel, onRetry, action }: ErrorCardProps) => (
  <MessageCard
    role="alert"
    icon={<ErrorOutlineRounded />}
    title={title}
    titleComponent={titleComponent}
    action={
      action ??
      (onRetry && retryLabel ? (
        <Button variant="contained" onClick={onRetry} startIcon={<RefreshRounded />}>
          {retryLabel}
        </Button>
      ) : undefined)
    }
  >
    {message}
  </MessageCard>
);
