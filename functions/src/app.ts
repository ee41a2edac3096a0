import compression from 'compression';
import express from 'express';
import { identify } from './http/auth';
import { JSON_BODY_LIMIT_BYTES, jsonBodyGuard } from './http/body';
import { errorMapper, notFoundHandler } from './http/error-mapper';
import { adminMessagesRouter } from './routes/admin-messages';
import { adminOrdersRouter } from './routes/admin-orders';
import { authRouter } from './routes/auth';
import { blogsRouter } from './routes/blogs';
import { cartRouter } from './routes/cart';
import { categoriesRouter } from './routes/categories';
import { dashboardRouter } from './routes/dashboard';
import { loginRouter } from './routes/login';
import { messagesRouter } from './routes/messages';
import { miscRouter } from './routes/misc';
import { ordersRouter } from './routes/orders';
import { productsRouter } from './routes/products';
import { productReviewsRouter, reviewsRouter } from './routes/reviews';
import { skinAnalysisRouter, skinProfileRouter } from './routes/skin-analysis';
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
  app.use('/auth/login', jsonBody, loginRouter);
  app.use(identify);
  // Uploads read their own multipart body with its own limit; every other route takes JSON only.
  app.use('/uploads', uploadsRouter);
  app.use(jsonBody);
  app.use('/misc', miscRouter);
  app.use('/message', messagesRouter);
  app.use('/auth', authRouter);
  app.use('/cart', cartRouter);
  app.use('/order', ordersRouter);
  app.use('/api/users', usersRouter);
  app.use('/api/products/:productId', productReviewsRouter);
  app.use('/api/products', productsRouter);
  app.use('/api/reviews', reviewsRouter);
  app.use('/api/categories', categoriesRouter);
  app.use('/api/blogs', blogsRouter);
  app.use('/api/orders', adminOrdersRouter);
  app.use('/api/dashboard', dashboardRouter);
  app.use('/api/messages', adminMessagesRouter);
  app.use('/api/skin-analysis', skinAnalysisRouter);
  app.use('/api/skin-profile', skinProfileRouter);
  app.use(notFoundHandler);
  app.use(errorMapper);
  return app;
};
