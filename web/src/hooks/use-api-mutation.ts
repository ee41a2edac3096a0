import { useCallback, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export interface ApiMutation<T> {
  call: () => Promise<ApiResult<T>>;
  /** A toast while the call runs (e.g. "Deleting ..."); the outcome's toast takes its place. */
  pendingToast?: string;
  /** Toasts the outcome: the success text given (or the server's) and the server's error. */
  toast?: { success?: string; autoHideMs?: number };
  /** The server's messages per field (a refused input), for a form to show on its fields. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** Refreshes what the write changed, once it succeeded. */
  refresh?: () => void | Promise<void>;
}

let toastCount = 0;

/**
 * The write path beside useApiQuery: call the API, hand field errors to the form, toast the outcome and
 * refresh what changed. It never throws; the answer comes back for the caller's next step.
 */
export const useApiMutation = () => {
  const [pending, setPending] = useState(false);

  const mutate = useCallback(
    async <T>({ call, pendingToast, toast, onFieldErrors, refresh }: ApiMutation<T>): Promise<ApiResult<T>> => {
      setPending(true);
      toastCount += 1;
      const toastId = `mutation-${toastCount}`;
      if (pendingToast) notify(pendingToast, 'info', { id: toastId, autoHideMs: null });
      const result = await call();
      setPending(false);
      if (result.success) await refresh?.();
      else if (result.errors) onFieldErrors?.(result.errors);
      if (toast) {
        const message = result.success ? (toast.success ?? result.message) : result.message;
        notify(message, result.success ? 'success' : 'error', {
          replaces: pendingToast ? toastId : undefined,
          autoHideMs: toast.autoHideMs,
        });
      }
      return result;
    },
    [],
  );

  return { mutate, pending };
};
