import { useEffect, useRef } from 'react';
import { isServerDrawnPage } from '@/lib/server-drawn-page';
import { useAppStore } from '@/stores/app';

/**
 * A page that opens as a page load does: the menu closed and the window at its top. Not when the page
 * is the server's HTML being hydrated: the browser opened it at the top already, and the visitor may
 * have scrolled since; moving the page then would take what they were reaching for from under the pointer.
 */
export const useOpenAtTop = (): void => {
  // Whether the screen's first render was the hydration, read once: later renders must not change the
  // answer, and the page must not subscribe to it (see isServerDrawnPage).
  const hydrating = useRef(isServerDrawnPage());
  useEffect(() => {
    useAppStore.getState().setOpenMenu(false);
    if (!hydrating.current) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
};
