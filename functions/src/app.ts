import express from 'express';
import { identify } from './http/auth';
import { errorMapper, notFoundHandler } from './http/error-mapper';
import { miscRouter } from './routes/misc';

export const createApp = () => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(express.json({ limit: '100kb' }));
  app.use(identify);
  app.use('/misc', miscRouter);
  app.use(notFoundHandler);
  app.use(errorMapper);
  return app;
};
