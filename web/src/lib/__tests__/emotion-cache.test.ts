// @vitest-environment jsdom
import { CacheProvider, css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmotionCache, markServerStyles, SERVER_STYLES_KEY, serverClassNames } from '../emotion-cache';

const serverTags =
  '<style data-emotion="css-global 14nrjj">body{margin:0}</style>' +
  '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>';

const roots: Root[] = [];

/** A component that styles a plain element and takes a class name, as MUI's ButtonBase does. */
const BaseRoot = styled('div')({ display: 'flex' });
const Base = ({ className }: { className?: string }) => createElement(BaseRoot, { className });
/** A styled component made on it, as MUI's button root is made on ButtonBase. */
const Wrapper = styled(Base)({ color: 'red' });
/** A plain element whose styles are the wrapper's own, so its class is the one the wrapper registers. */
const Plain = styled('p')({ color: 'red' });

const renderWithCache = async (children: ReactNode) => {
  const cache = createEmotionCache();
  const root = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    roots.push(createRoot(root));
    roots.at(-1)?.render(createElement(CacheProvider, { value: cache }, children));
  });
  return { cache, root };
};
const styleText = () => [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the server’s styles in the browser', () => {
  it('are sent under a key no cache adopts, each marked as placed, the component styles without their list of classes', () => {
    expect(markServerStyles(serverTags)).toBe(
      '<style data-s="" data-emotion="css-global 14nrjj">body{margin:0}</style>' +
        `<style data-s="" data-emotion="${SERVER_STYLES_KEY}">.css-a1{color:red}.css-b2{color:blue}</style>`,
    );
  });

  it('name the classes their rules style, not those a selector only names further on', () => {
    const css =
      '.css-a1{color:red}.css-a1:hover,.css-a1:focus{color:blue}.css-b2 .css-x9{margin:0}' +
      '@media (min-width:600px){.css-c3{display:none}.css-c3>.css-y8{padding:0}}.css-d4-Label{top:0}';
    expect(serverClassNames(css)).toEqual(['a1', 'a1', 'a1', 'b2', 'c3', 'c3', 'd4-Label']);
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
      roots.push(hydrateRoot(root, app));
    });
    const after = [...document.head.children];
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => expect(element).toBe(before[index]));
  });

  it('insert the styles of the class a composed component puts on its element, not the class it only hands on', async () => {
    const { cache, root } = await renderWithCache(createElement(Wrapper));
    const [handedOn] = Object.keys(cache.registered);
    const element = root.firstElementChild;
    expect(handedOn).toMatch(/^css-/);
    expect(element?.classList.contains(handedOn ?? '')).toBe(false);
    const drawn = [...(element?.classList ?? [])].find((name) => name.startsWith('css-'));
    expect(styleText()).toContain(`.${drawn}{display:flex;color:red;}`);
    expect(styleText()).not.toContain(`.${handedOn}{`);
  });

  it('insert a handed-on class after all once a plain element carries it', async () => {
    const { cache } = await renderWithCache(createElement(Wrapper));
    const [handedOn] = Object.keys(cache.registered);
    const root = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      roots.push(createRoot(root));
      roots.at(-1)?.render(createElement(CacheProvider, { value: cache }, createElement(Plain)));
    });
    expect(root.firstElementChild?.classList.contains(handedOn ?? '')).toBe(true);
    expect(styleText()).toContain(`.${handedOn}{color:red;}`);
  });
});
