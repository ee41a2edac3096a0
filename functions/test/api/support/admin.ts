import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { testEnv } from './env';

/** Admin SDK for arranging fixtures and checking what the API wrote (talks to the emulators only). */
const app = getApps()[0] ?? initializeApp({ projectId: testEnv.projectId });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
/** The functions' image bucket. */
export const adminBucket = getStorage(app).bucket(testEnv.storageBucket);
