// @vitest-environment jsdom
import { CacheProvider, css, Global } from '@emotion/react';
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache, markServerStyles, SERVER_STYLES_KEY } from '../emotion-cache';

const serverTags =
  '<style data-emotion="css-global 14nrjj">body{margin:0}</style>' +
  '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>';

let hydrated: Root | null = null;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

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

  it('keep their global styles where they are as a Global hydrates: the same tags, in the same order', async () => {
    const baseline = css({ body: { margin: 0 } });
    const serverGlobal = `<style data-emotion="css-global ${baseline.name}">${baseline.styles}</style>`;
    document.head.innerHTML = `<title>Shop</title>${markServerStyles(serverGlobal + serverTags)}<meta name="theme-color">`;
    const before = [...document.head.children];
    const root = document.body.appendChild(document.createElement('div'));
    const app = createElement(CacheProvider, { value: createEmotionCache() }, createElement(Global, { styles: baseline }));
    await act(async () => {
      hydrated = hydrateRoot(root, app);
    });
    const after = [...document.head.children];
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => expect(element).toBe(before[index]));
  });
});
