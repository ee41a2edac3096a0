import { css } from '@emotion/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../lib/emotion-cache';
import { fontFallbackFaces } from '../font-fallbacks';
import { ELEVATIONS_IN_USE, shopTheme, UNUSED_COMPONENT_PALETTES } from '../theme';
import { fonts } from '../tokens';

const SRC = join(import.meta.dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** The MUI components that read each skipped palette. */
const READERS: Record<string, RegExp> = {
  Avatar: /Avatar/,
  FilledInput: /FilledInput|TextField/,
  Slider: /Slider/,
  SnackbarContent: /Snackbar/,
  SpeedDialAction: /SpeedDial/,
  StepConnector: /Step/,
  StepContent: /Step/,
  Switch: /Switch/,
  Tooltip: /Tooltip/,
};

/** With cssVariables the theme carries the style sheets ThemeProvider writes (its type does not say so). */
const themeCss = (): string =>
  JSON.stringify((shopTheme() as unknown as { generateStyleSheets: () => object[] }).generateStyleSheets());

describe('the theme in the page', () => {
  it('writes no colour variables for the components the shop never draws', () => {
    const css = themeCss();
    expect(css).toContain('--mui-palette-Alert-');
    for (const component of UNUSED_COMPONENT_PALETTES) expect(css).not.toContain(`--mui-palette-${component}-`);
  });

  it('writes shadows for the elevations in use only, no dark overlays (every Paper is drawn without one) and no font shorthands', () => {
    const css = themeCss();
    for (let elevation = 0; elevation <= 24; elevation += 1) {
      expect(css.includes(`--mui-shadows-${elevation}"`), `shadow ${elevation}`).toBe(ELEVATIONS_IN_USE.has(elevation));
    }
    expect(css).not.toContain('--mui-overlays-');
    expect(shopTheme().components?.MuiPaper?.styleOverrides?.root).toMatchObject({ backgroundImage: 'none' });
    expect(css).not.toContain('--mui-font-');
  });

  it('uses no elevation that has no shadow', () => {
    const used = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:boxShadow: |elevation[=:] ?\{?)(\d+)/g)].map((match) =>
        Number(match[1]),
      ),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const elevation of used) expect(ELEVATIONS_IN_USE, `elevation ${elevation}`).toContain(elevation);
  });

  it('skips only palettes of components no screen imports', () => {
    const imported = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '@mui\/material\/(\w+)'/g)].map((match) => match[1] ?? ''),
    );
    for (const component of UNUSED_COMPONENT_PALETTES) {
      const reader = READERS[component];
      expect(reader, `${component} needs its readers listed`).toBeDefined();
      expect(imported.filter((name) => reader?.test(name))).toEqual([]);
    }
  });

  it('has a metric-matched stand-in for each brand font, named in the font stacks', () => {
    expect(fonts.body).toMatch(/^"Jost", "Jost Fallback",/);
    expect(fonts.heading).toMatch(/^"Playfair Display", "Playfair Display Fallback",/);
    expect(fontFallbackFaces).toContain('font-family:"Jost Fallback";font-style:normal;font-weight:400;');
    expect(fontFallbackFaces).toContain('font-family:"Playfair Display Fallback";font-style:italic;font-weight:400;');
    expect(fontFallbackFaces).toContain('size-adjust:95.20%');
  });
});

describe('the emotion cache', () => {
  it('writes plain properties, prefixing only what Safari still needs', () => {
    const cache = createEmotionCache();
    // As @emotion/server does: the cache keeps each rule's text instead of writing it to a sheet.
    cache.compat = true;
    const styles = css({ display: 'flex', transition: 'opacity 1s', userSelect: 'none' });
    cache.insert(`.${cache.key}-${styles.name}`, styles, cache.sheet, true);
    expect(cache.inserted[styles.name]).toBe(
      `.css-${styles.name}{display:flex;transition:opacity 1s;-webkit-user-select:none;user-select:none;}`,
    );
  });
});
