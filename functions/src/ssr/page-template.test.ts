import { describe, expect, it } from 'vitest';
import { fillTemplate } from './page-template';

const TEMPLATE = `<!doctype html><html><head><title>Aurelle Beauty</title><script src="/theme-init.js"></script></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

const page = {
  status: 200,
  title: 'Rosehip Renewal Serum · Aurelle Beauty',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  html: '<main><h1>Rosehip Renewal Serum</h1></main>',
  state: '{"answers":{},"categories":[]}',
};

describe('fillTemplate', () => {
  it('puts the title, the styles in the head, the markup in #root and the state before the end of body', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<title>Rosehip Renewal Serum · Aurelle Beauty</title>');
    expect(html).not.toContain('<title>Aurelle Beauty</title>');
    expect(html).toMatch(/<style data-emotion="css abc">.*<\/style><\/head>/);
    expect(html).toContain('<div id="root"><main><h1>Rosehip Renewal Serum</h1></main></div>');
    expect(html).toMatch(
      /<script type="application\/json" id="shop-page-state">\{"answers":\{\},"categories":\[\]\}<\/script><\/body>/,
    );
  });

  it('keeps the template title when the page has none', () => {
    expect(fillTemplate(TEMPLATE, { ...page, title: undefined })).toContain('<title>Aurelle Beauty</title>');
  });

  it('inserts text with "$" patterns literally (a product may be called "$& more")', () => {
    const html = fillTemplate(TEMPLATE, { ...page, html: '<p>Save $& more, $1 off</p>', state: '{"t":"$\'"}' });
    expect(html).toContain('<div id="root"><p>Save $& more, $1 off</p></div>');
    expect(html).toContain('{"t":"$\'"}</script>');
  });

  it('preloads the lead picture right after the title, ahead of the styles', () => {
    const html = fillTemplate(TEMPLATE, { ...page, leadImage: '/uploads/product-rosehip-renewal-serum.svg' });
    expect(html).toContain(
      '<title>Rosehip Renewal Serum · Aurelle Beauty</title><link rel="preload" as="image" href="/uploads/product-rosehip-renewal-serum.svg" fetchpriority="high">',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<style'));
    expect(fillTemplate(TEMPLATE, page)).not.toContain('rel="preload"');
  });
});
