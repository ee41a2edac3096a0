import { setGlobalOptions } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@shop/contract';
import { createApp } from './app';
import { deliverMail } from './mail/sender';
import { createSsrApp } from './ssr/app';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60 }, createApp());

/** The storefront's public pages, rendered on the server (web/src/entry-server.tsx). */
export const ssr = onRequest({ memory: '512MiB', timeoutSeconds: 30 }, createSsrApp());

/** Sends each message of the mail outbox and writes its delivery back (functions/src/mail/sender.ts). */
export const sendMail = onDocumentWritten({ document: `${COLLECTIONS.mail}/{id}`, timeoutSeconds: 30 }, (event) =>
  deliverMail(event.data?.after),
);
