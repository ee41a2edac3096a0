/**
 * How a picture loads. One on the first screen loads at once and at high priority (the server also
 * preloads a page's first such picture), and is decoded with the page, so it is drawn in the same frame
 * as the text around it: decoded apart, it came a frame later, once the start-up scripts let the page
 * paint again. The others load when scrolled near.
 */
export const pictureLoading = (firstScreen: boolean) =>
  firstScreen
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto', decoding: 'async' } as const);
