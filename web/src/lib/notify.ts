/**
 * Toasts without notistack on the first load: `notify` queues a message and wakes the snackbar host
 * (components/snackbar-host), which loads notistack on the first toast and delivers the queue.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  /** Names the toast, so a later one can replace it (a "Deleting ..." toast by its outcome). */
  id?: string;
  /** The toast this one takes the place of. */
  replaces?: string;
  /** Auto-close after this many ms; null keeps it open until replaced. Default: the library's 5000 ms. */
  autoHideMs?: number | null;
}

export interface Toast extends ToastOptions {
  message: string;
  variant: ToastVariant;
}

type Deliver = (toast: Toast) => void;

const queue: Toast[] = [];
const listeners = new Set<() => void>();
let deliver: Deliver | undefined;
let requested = false;

export const notify = (message: string, variant: ToastVariant = 'default', options: ToastOptions = {}) => {
  const toast = { message, variant, ...options };
  if (deliver) {
    deliver(toast);
    return;
  }
  queue.push(toast);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
};

/** For the host: whether a toast has been asked for, and a way to hear the first one. */
export const isToasterRequested = () => requested;

export const subscribeToToasterRequest = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The loaded toaster takes the queue and every later toast, until it unmounts. */
export const connectToaster = (next: Deliver) => {
  deliver = next;
  for (const toast of queue.splice(0)) next(toast);
  return () => {
    if (deliver === next) deliver = undefined;
  };
};
