import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { createSsrApp } from './ssr/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60 }, createApp());

/** The storefront's public pages, rendered on the server (web/src/entry-server.tsx). */
export const ssr = onRequest({ memory: '512MiB', timeoutSeconds: 30 }, createSsrApp());
