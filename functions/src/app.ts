import { ADMIN_API_PATHS, API_PATHS, REVIEWS_PATH, STOCK_ALERT_API_PATHS } from '@shop/contract';
import compression from 'compression';
import express from 'express';
import { identify } from './http/auth';
import { JSON_BODY_LIMIT_BYTES, jsonBodyGuard } from './http/body';
import { readLogScope } from './read-log';
import { errorMapper, notFoundHandler } from './http/error-mapper';
import { adminMailRouter } from './routes/admin-mail';
import { adminMessagesRouter } from './routes/admin-messages';
import { adminOrdersRouter } from './routes/admin-orders';
import { googleSignInRouter, registerRouter, signOutEverywhereRouter } from './routes/auth';
import { blogsRouter } from './routes/blogs';
import { cartRouter } from './routes/cart';
import { categoriesRouter } from './routes/categories';
import { dashboardRouter } from './routes/dashboard';
import { loginRouter } from './routes/login';
import { lovesRouter } from './routes/loves';
import { mailAddressRouter } from './routes/mail-address';
import { messagesRouter } from './routes/messages';
import { initializeRouter } from './routes/initialize';
import { ordersRouter } from './routes/orders';
import { productsRouter } from './routes/products';
import { productReviewsRouter, reviewsRouter } from './routes/reviews';
import { skinAnalysisRouter, skinProfileRouter } from './routes/skin-analysis';
import { stockAlertsRouter } from './routes/stock-alerts';
import { uploadsRouter } from './routes/uploads';
import { usersRouter } from './routes/users';

/**
 * How many proxies in front of the function append to X-Forwarded-For, so req.ip is the address the
 * outermost one saw and entries a client wrote itself are skipped. In production two do: Firebase
 * Hosting appends the visitor's address, then Google's front end appends Hosting's. The emulators
 * append none, so there the last entry a caller sends stands for the one Hosting would add.
 */
export const trustedProxyHops = (env: NodeJS.ProcessEnv = process.env): number => {
  const configured = Number(env.TRUSTED_PROXY_HOPS);
  if (Number.isInteger(configured) && configured >= 0) return configured;
  return env.FUNCTIONS_EMULATOR === 'true' ? 1 : 2;
};

export const createApp = () => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedProxyHops());
  // Hosting's CDN compresses too; compressing here also serves the emulators and direct calls.
  app.use(compression());
  const jsonBody = [jsonBodyGuard, express.json({ limit: JSON_BODY_LIMIT_BYTES })];
  // Signing in needs no session, so a stale token the client still sends is never looked at.
  app.use(API_PATHS.login, jsonBody, loginRouter);
  app.use(identify);
  // Uploads read their own multipart body with its own limit; every other route takes JSON only.
  app.use(API_PATHS.uploads, uploadsRouter);
  app.use(jsonBody);
  // After the body is read: a body's stream events would run outside the request's read-log scope.
  app.use(readLogScope);
  app.use(API_PATHS.initialize, initializeRouter);
  app.use(API_PATHS.message, messagesRouter);
  app.use(API_PATHS.register, registerRouter);
  app.use(API_PATHS.google, googleSignInRouter);
  app.use(API_PATHS.signOutEverywhere, signOutEverywhereRouter);
  app.use(mailAddressRouter);
  app.use(API_PATHS.cart, cartRouter);
  app.use(API_PATHS.order, ordersRouter);
  app.use(API_PATHS.users, usersRouter);
  app.use(`${API_PATHS.products}/:productId`, productReviewsRouter);
  app.use(API_PATHS.products, productsRouter);
  app.use(REVIEWS_PATH, reviewsRouter);
  app.use(API_PATHS.categories, categoriesRouter);
  app.use(API_PATHS.blogs, blogsRouter);
  app.use(ADMIN_API_PATHS.orders, adminOrdersRouter);
  app.use(ADMIN_API_PATHS.dashboard, dashboardRouter);
  app.use(ADMIN_API_PATHS.messages, adminMessagesRouter);
  app.use(ADMIN_API_PATHS.mail, adminMailRouter);
  app.use(API_PATHS.skinAnalysis, skinAnalysisRouter);
  app.use(API_PATHS.skinProfile, skinProfileRouter);
  app.use(API_PATHS.loves, lovesRouter);
  app.use(STOCK_ALERT_API_PATHS.alerts, stockAlertsRouter);
  app.use(notFoundHandler);
  app.use(errorMapper);
  return app;
};
