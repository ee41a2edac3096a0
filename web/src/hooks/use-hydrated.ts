import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from then on. Submit buttons wait
 * for it: before hydration a submit would send the form natively (the password in the address), and a
 * disabled default button also keeps Enter from doing so. Fields do not wait: what is typed early is
 * picked up after hydration (useEarlyInput, DeferredForm).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
