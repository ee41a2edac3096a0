import { loadFirebase } from './firebase-auth';

/** The sign-in screen fetches Firebase Auth as it opens, so signing in does not wait for the download. */
export const preloadAuth = (): void => {
  void loadFirebase().catch(() => undefined);
};
