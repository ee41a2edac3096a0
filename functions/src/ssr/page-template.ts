import type { RenderedPage } from '@shop/contract';
import { PAGE_STATE_ID } from '@shop/contract';

/** Fills the browser build's HTML (app.html) with a rendered page: title, styles, markup and state. */
export const fillTemplate = (template: string, page: RenderedPage): string => {
  let html = template;
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`);
  html = html.replace('</head>', () => `${page.styles}</head>`);
  html = html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  return html.replace(
    '</body>',
    () => `<script type="application/json" id="${PAGE_STATE_ID}">${page.state}</script></body>`,
  );
};
