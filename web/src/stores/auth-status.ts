import { create } from 'zustand';

/**
 * Where Firebase Auth stands. "idle": nobody is signed in on this browser as far as the stored token
 * tells, so the Auth SDK is not even downloaded. "loading": the SDK is on its way (a stored session, or
 * a sign-in screen asked for it). "ready": its first state is known.
 */
export type AuthStatus = 'idle' | 'loading' | 'ready' | 'error';

interface AuthStatusState {
  status: AuthStatus;
  uid: string | null;
  wantAuth: () => void;
  settle: (uid: string | null) => void;
  fail: () => void;
}

export const useAuthStatus = create<AuthStatusState>()((set, get) => ({
  status: 'idle',
  uid: null,
  wantAuth: () => {
    if (get().status === 'idle') set({ status: 'loading' });
  },
  settle: (uid) => set({ status: 'ready', uid }),
  fail: () => set({ status: 'error' }),
}));

/** True once the signed-in user (or the lack of one) is known. */
export const isAuthSettled = (status: AuthStatus): boolean => status === 'idle' || status === 'ready';
