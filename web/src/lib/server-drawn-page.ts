import type { createBrowserRouter } from 'react-router-dom';

let serverDrawn = false;

/** Browser: the page on screen is the server's HTML until the router first goes somewhere else. */
export const markServerDrawnPage = (router: ReturnType<typeof createBrowserRouter>): void => {
  serverDrawn = true;
  const start = router.state.location;
  const stopWatching = router.subscribe(({ location }) => {
    if (location.pathname === start.pathname && location.search === start.search) return;
    serverDrawn = false;
    stopWatching();
  });
};

/**
 * Whether the page on screen is still the one the server drew. A plain read, not a subscription: a page
 * component that subscribed would render again, with everything below it, as soon as it is interactive.
 */
export const isServerDrawnPage = (): boolean => serverDrawn;
