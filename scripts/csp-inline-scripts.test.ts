import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishHtml, inlineScript, inlineScriptHash } from '../web/html-finish.mjs';

const ROOT = join(import.meta.dirname, '..');
const themeScript = readFileSync(join(ROOT, 'web/public/theme-init.js'), 'utf8');
const startScript = readFileSync(join(ROOT, 'web/public/app-start.js'), 'utf8');
const csp = (): string => {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const rule = config.hosting.headers.find((entry) => entry.source === '**');
  return rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
};

/** What Vite writes into the HTML's head: the theme script, a stylesheet, the entry and its preloads. */
const VITE_HTML =
  '<head><script src="/theme-init.js"></script><link rel="stylesheet" crossorigin href="/assets/a.css">' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/app-core-B2.js"></head><body></body>';
const finished = (): string =>
  finishHtml(VITE_HTML, { readAsset: () => '.promo{color:red}', themeScript, startScript }) as string;

describe('the inline scripts and the CSP', () => {
  it('lets exactly the inlined theme-init.js and app-start.js run: their hashes are in script-src', () => {
    const scriptSrc = csp()
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(inlineScriptHash(themeScript) as string);
    expect(scriptSrc).toContain(inlineScriptHash(startScript) as string);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('inlines the scripts, minified, and the stylesheets', () => {
    const html = finished();
    expect(html).toContain(`<script>${inlineScript(themeScript) as string}</script>`);
    expect(html).toContain(`<script>${inlineScript(startScript) as string}</script>`);
    // Every page carries them in its first bytes: no comments, at most half the source.
    for (const source of [themeScript, startScript]) {
      const inlined = inlineScript(source) as string;
      expect(inlined).not.toMatch(/\/\/|\/\*/);
      expect(inlined.length).toBeLessThan(source.length / 2);
    }
    expect(html).toContain('<style>.promo{color:red}</style>');
    // Only a disabled (never fetched) marker for Vite's loader remains of the stylesheet link.
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css" disabled>');
    expect(html).not.toContain('crossorigin href="/assets/a.css"');
  });

  it('keeps what the minified theme script does: a stored dark theme is applied before the first paint', () => {
    const attributes = new Map<string, string>();
    const root = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      style: { colorScheme: '' },
    };
    const meta = { setAttribute: (name: string, value: string) => attributes.set(`meta ${name}`, value) };
    const run = new Function('window', 'document', inlineScript(themeScript) as string);
    run({ localStorage: { getItem: () => 'dark' } }, { documentElement: root, querySelector: () => meta });
    expect(attributes.get('data-mui-color-scheme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(attributes.get('meta content')).toBe('#141112');
  });

  it('keeps the entry and its preloads in the inert template that app-start.js adds after the first paint', () => {
    const html = finished();
    const template = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-core-B2.js">',
    );
    // Nowhere else: outside the template the parser would fetch them at once.
    expect(html.replace(/<template id="app-scripts">.*?<\/template>/, '')).not.toMatch(/index-A1|app-core-B2/);
  });

  it('refuses HTML without the entry script: a page that would never start', () => {
    expect(() =>
      finishHtml('<head><script src="/theme-init.js"></script></head>', {
        readAsset: () => '',
        themeScript,
        startScript,
      }),
    ).toThrow(/no entry script/);
  });
});
