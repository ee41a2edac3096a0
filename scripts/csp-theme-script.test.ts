import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { finishHtml, themeScriptHash } from '../web/html-finish.mjs';

const ROOT = join(import.meta.dirname, '..');
const themeScript = readFileSync(join(ROOT, 'web/public/theme-init.js'), 'utf8');
const csp = (): string => {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const rule = config.hosting.headers.find((entry) => entry.source === '**');
  return rule?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
};

describe('the inline theme script and the CSP', () => {
  it('lets exactly the inlined theme-init.js run: its hash is in script-src', () => {
    const scriptSrc = csp()
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(themeScriptHash(themeScript) as string);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('inlines the script and the stylesheets', () => {
    const html = finishHtml(
      '<head><script src="/theme-init.js"></script><link rel="stylesheet" crossorigin href="/assets/a.css"></head>',
      { readAsset: () => '.promo{color:red}', themeScript },
    ) as string;
    expect(html).toContain(`<script>${themeScript.trim()}</script>`);
    expect(html).toContain('<style>.promo{color:red}</style>');
    // Only a disabled (never fetched) marker for Vite's loader remains of the stylesheet link.
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css" disabled>');
    expect(html).not.toContain('crossorigin href="/assets/a.css"');
  });
});
