import type { FirebaseOptions } from 'firebase/app';

type FirebaseEnvName =
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_STORAGE_BUCKET'
  | 'VITE_FIREBASE_MESSAGING_SENDER_ID'
  | 'VITE_FIREBASE_APP_ID';

const required = (name: FirebaseEnvName): string => {
  const value = import.meta.env[name];
  if (!value) {
    throw new Error(`${name} is not set: put the Firebase web config in web/.env.<mode>.local (see README).`);
  }
  return value;
};

export const firebaseConfig: FirebaseOptions = {
  apiKey: required('VITE_FIREBASE_API_KEY'),
  authDomain: required('VITE_FIREBASE_AUTH_DOMAIN'),
  projectId: required('VITE_FIREBASE_PROJECT_ID'),
  storageBucket: required('VITE_FIREBASE_STORAGE_BUCKET'),
  messagingSenderId: required('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  appId: required('VITE_FIREBASE_APP_ID'),
};

/** Set only for the Emulator Suite (e.g. http://127.0.0.1:9099). */
export const authEmulatorUrl: string | undefined = import.meta.env.VITE_AUTH_EMULATOR_URL || undefined;

/** Set only for the Emulator Suite (e.g. 127.0.0.1:8080): where the Firestore web SDK connects. */
export const firestoreEmulatorHost: string | undefined = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST || undefined;
