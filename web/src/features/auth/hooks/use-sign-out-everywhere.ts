import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { useSignOut } from './use-sign-out';

/**
 * Ends every session of the signed-in account, then signs this device out as Sign Out does and opens the
 * sign-in page, with the API's message as a toast. A refusal leaves the person signed in with its message;
 * a 401 (the session had already ended) is the session listener's to handle.
 */
export const useSignOutEverywhere = () => {
  const signOut = useSignOut('login');
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    const result = await signOutEverywhere();
    if (!result.success) {
      setPending(false);
      if (result.status !== 401) notify(result.message, 'error');
      return;
    }
    notify(result.message, 'success');
    await signOut();
  }, [signOut]);
  return { signOutEverywhere: run, pending };
};
