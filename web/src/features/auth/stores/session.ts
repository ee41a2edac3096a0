import type { Role, User } from '@shop/contract';
import { isAdminRole, STORAGE_KEYS } from '@shop/contract';
import { create } from 'zustand';
import { removeStorage } from '@/stores/storage';

export interface Session {
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** The signed-in user's id (the cart and order calls need it). */
  userId: string | null;
  Username: string;
  firstname: string;
  lastname: string;
  role: Role | null;
}

export const signedOutSession: Session = {
  isLoggedIn: false,
  isAdmin: false,
  userId: null,
  Username: '',
  firstname: '',
  lastname: '',
  role: null,
};

export const sessionFromUser = (user: User | null): Session =>
  user
    ? {
        isLoggedIn: true,
        isAdmin: isAdminRole(user.role),
        userId: user._id,
        Username: user.username,
        firstname: user.firstname,
        lastname: user.lastname,
        role: user.role,
      }
    : signedOutSession;

interface SessionState extends Session {
  /**
   * True from a Sign Out pressed on an account screen until that screen has left the page: it then goes
   * home, not to /login (home may be drawn only after the session is already cleared).
   */
  signingOut: boolean;
  setSigningOut: (signingOut: boolean) => void;
  setUser: (user: User | null) => void;
  /** Forgets the user and deletes the stored token from local and session storage. */
  clearSession: () => void;
}

const sessionEndListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a session ends: as a Sign Out starts (before home is drawn) and when the
 * session is forgotten (signed out, or refused by the API). The cart empties itself on it.
 */
export const onSessionEnd = (listener: () => void): void => {
  sessionEndListeners.add(listener);
};

/** A Sign Out has started: what the session held on the page goes before the next screen is drawn. */
export const announceSessionEnd = (): void => sessionEndListeners.forEach((listener) => listener());

export const useSessionStore = create<SessionState>()((set) => ({
  ...signedOutSession,
  signingOut: false,
  setSigningOut: (signingOut) => set({ signingOut }),
  setUser: (user) => set(user ? { ...sessionFromUser(user), signingOut: false } : sessionFromUser(user)),
  clearSession: () => {
    removeStorage(STORAGE_KEYS.token, 'local');
    removeStorage(STORAGE_KEYS.token, 'session');
    set(signedOutSession);
    announceSessionEnd();
  },
}));
