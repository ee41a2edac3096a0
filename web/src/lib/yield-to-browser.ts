/** Resolves once the browser has painted the next frame (a task after it, so the paint is not delayed). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Lets the browser paint and answer input before the next piece of start-up work. */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
