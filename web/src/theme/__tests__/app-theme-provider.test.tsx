// @vitest-environment jsdom
import { CacheProvider } from '@emotion/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache, markServerStyles } from '../../lib/emotion-cache';

// The test runner is React's act environment: updates are flushed inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

beforeEach(() => {
  vi.resetModules();
  // jsdom has no matchMedia; MUI's colour scheme hook listens to the system's scheme with it.
  const noMatch = {
    matches: false,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
  };
  window.matchMedia ??= (media: string) => ({ ...noMatch, media }) as unknown as MediaQueryList;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** Renders the shop's theme provider as the browser does, its module read after the page's <head> is there. */
const renderProvider = async (): Promise<void> => {
  const { AppThemeProvider } = await import('../app-theme-provider');
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <CacheProvider value={createEmotionCache()}>
        <AppThemeProvider>
          <p>Serums</p>
        </AppThemeProvider>
      </CacheProvider>,
    );
  });
};

/** The text of every style element in <head> that declares the theme's primary colour variable. */
const variableSheets = (): string[] =>
  [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .filter((css) => css.includes('--mui-palette-primary-main:'));

describe('the theme variables in the page', () => {
  it('are written by the browser on a screen it draws from the start', async () => {
    await renderProvider();

    const css = variableSheets().join('');
    expect(css).toMatch(/:root[^{]*\{[^}]*--mui-palette-primary-main:#9b5246/);
    expect(css).toMatch(/\[data-mui-color-scheme="dark"\][^{]*\{[^}]*--mui-palette-primary-main:#e1a699/);
  });

  it('are left as the server wrote them on a page the server drew, not written again', async () => {
    const serverVariables =
      '<style data-emotion="css-global 1c0upbz">:root{--mui-palette-primary-main:#9b5246;}' +
      '[data-mui-color-scheme="dark"]{--mui-palette-primary-main:#e1a699;}</style>';
    document.head.innerHTML = markServerStyles(serverVariables);

    await renderProvider();

    expect(variableSheets()).toEqual([expect.stringContaining('#9b5246')]);
    expect(document.head.querySelector('style[data-emotion="css-global 1c0upbz"]')).not.toBeNull();
  });
});
