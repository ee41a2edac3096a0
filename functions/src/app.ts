import compression from 'compression';
import express from 'express';
import { identify } from './http/auth';
import { errorMapper, notFoundHandler } from './http/error-mapper';
import { authRouter } from './routes/auth';
import { blogsRouter } from './routes/blogs';
import { cartRouter } from './routes/cart';
import { categoriesRouter } from './routes/categories';
import { messagesRouter } from './routes/messages';
import { miscRouter } from './routes/misc';
import { ordersRouter } from './routes/orders';
import { productsRouter } from './routes/products';
import { uploadsRouter } from './routes/uploads';
import { usersRouter } from './routes/users';

export const createApp = () => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  // Hosting's CDN compresses too; compressing here also serves the emulators and direct calls.
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));
  app.use(identify);
  app.use('/misc', miscRouter);
  app.use('/message', messagesRouter);
  app.use('/auth', authRouter);
  app.use('/cart', cartRouter);
  app.use('/order', ordersRouter);
  app.use('/api/users', usersRouter);
  app.use('/api/products', productsRouter);
  app.use('/api/categories', categoriesRouter);
  app.use('/api/blogs', blogsRouter);
  app.use('/uploads', uploadsRouter);
  app.use(notFoundHandler);
  app.use(errorMapper);
  return app;
};
