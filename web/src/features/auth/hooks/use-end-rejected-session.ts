import { useEffect } from 'react';
import { onSessionRejected } from '@/lib/api-client';
import { signOutOfFirebase } from '../api/firebase-auth';
import { notify } from '@/lib/notify';
import { useSessionStore } from '../stores/session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * When the API refuses the signed-in person's token (their role was taken away or their account
 * deleted), they are signed out once, with a message, instead of meeting errors on every screen;
 * the guarded screens (admin, panel) then send them away. A stale token at startup ends silently.
 */
export const useEndRejectedSession = () => {
  useEffect(
    () =>
      onSessionRejected(() => {
        const session = useSessionStore.getState();
        const wasSignedIn = session.isLoggedIn;
        void signOutOfFirebase();
        if (!wasSignedIn) return;
        session.clearSession();
        notify(SESSION_ENDED_MESSAGE, 'warning', { id: 'session-ended' });
      }),
    [],
  );
};
