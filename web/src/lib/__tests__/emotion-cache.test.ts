// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createEmotionCache, markServerStyles, SERVER_STYLES_KEY } from '../emotion-cache';

const serverTags =
  '<style data-emotion="css-global 14nrjj">body{margin:0}</style>' +
  '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>';

describe('the server’s styles in the browser', () => {
  it('are sent under a key no cache adopts, each marked as placed', () => {
    expect(markServerStyles(serverTags)).toBe(
      '<style data-s="" data-emotion="css-global 14nrjj">body{margin:0}</style>' +
        `<style data-s="" data-emotion="${SERVER_STYLES_KEY} a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>`,
    );
  });

  it('are adopted where they are: their class names count as inserted and no tag moves', () => {
    document.head.innerHTML = `<title>Shop</title>${markServerStyles(serverTags)}<meta name="theme-color">`;
    const before = document.head.innerHTML;
    const cache = createEmotionCache();
    expect(cache.inserted.a1).toBe(true);
    expect(cache.inserted.b2).toBe(true);
    expect(document.head.innerHTML).toBe(before);
  });
});
