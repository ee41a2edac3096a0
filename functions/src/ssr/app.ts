import compression from 'compression';
import express from 'express';
import { constants as zlib } from 'node:zlib';
import type { Request, Response } from 'express';
import { PUBLIC_PAGES, UNFINISHED_BOUNDARY } from '@shop/contract';
import { logs } from '../logs';
import { pageCacheHeaders } from './page-cache';
import { fillTemplate } from './page-template';
import { getRenderer, readShell } from './renderer';

/**
 * Brotli at quality 8 (compression's default is 4): about 10% smaller pages for 1 to 3 ms of work.
 * A page's first 14 KiB arrive in the first round trip; every KiB past that can cost a whole one.
 */
const PAGE_COMPRESSION = { level: 9, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 8 } } };

const renderPage = async (req: Request, res: Response): Promise<void> => {
  const href = new URL(req.originalUrl, 'http://shop.invalid').href;
  try {
    const renderer = await getRenderer();
    const page = await renderer.render(href);
    if (page.location) {
      res.redirect(page.status, page.location);
      return;
    }
    if (page.html.includes(UNFINISHED_BOUNDARY)) logs.pageLeftUnfinished(req.path);
    res
      .status(page.status)
      .set('Content-Type', 'text/html; charset=utf-8')
      .set(page.status === 200 ? pageCacheHeaders(req.headers.cookie) : { 'Cache-Control': 'no-store' })
      .send(fillTemplate(renderer.template, page));
  } catch (err) {
    logs.pageRenderFailed(req.path, err);
    const shell = await readShell().catch(() => null);
    if (shell === null) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send('The shop is unavailable');
      return;
    }
    res.status(200).set('Cache-Control', 'no-store').set('Content-Type', 'text/html; charset=utf-8').send(shell);
  }
};

export const createSsrApp = () => {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression(PAGE_COMPRESSION));
  app.get([...PUBLIC_PAGES], (req, res) => void renderPage(req, res));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  return app;
};
