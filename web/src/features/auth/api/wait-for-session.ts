interface SessionSource {
  getState: () => { isLoggedIn: boolean };
  subscribe: (listener: (state: { isLoggedIn: boolean }) => void) => () => void;
}

/**
 * Resolves once the session store holds a signed-in user (the startup loads it after each change of the
 * Firebase user), or with false after `timeoutMs`, so a sign-in moves on to the panel with the session in
 * place.
 */
export const waitForSession = (session: SessionSource, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (session.getState().isLoggedIn) return resolve(true);
    const finish = (loggedIn: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(loggedIn);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = session.subscribe((state) => {
      if (state.isLoggedIn) finish(true);
    });
  });
