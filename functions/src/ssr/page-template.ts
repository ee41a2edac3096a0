import type { RenderedPage } from '@shop/contract';
import { PAGE_STATE_ID } from '@shop/contract';

/**
 * Fills the browser build's HTML (app.html) with a rendered page: title, lead picture preload, styles,
 * markup and state. The preload sits right after the title, ahead of the styles, so the browser asks for
 * the picture with the first bytes of the page rather than after tens of KiB of CSS.
 */
export const fillTemplate = (template: string, page: RenderedPage): string => {
  let html = template;
  const preload = page.leadImage ? `<link rel="preload" as="image" href="${page.leadImage}" fetchpriority="high">` : '';
  html = html.replace(
    /<title>[^<]*<\/title>/,
    (title) => `${page.title ? `<title>${page.title}</title>` : title}${preload}`,
  );
  html = html.replace('</head>', () => `${page.styles}</head>`);
  html = html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  return html.replace(
    '</body>',
    () => `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script></body>`,
  );
};
