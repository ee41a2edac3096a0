import { connectFirestoreEmulator, initializeFirestore, onSnapshot, queryEqual } from 'firebase/firestore';
import { firestoreEmulatorHost } from '@/config/env';
import { firebaseApp } from './firebase';
import { bindFirestore } from './firestore-bridge';

// Loaded on demand, only for a signed-in customer: the Firestore SDK is heavy and no visitor needs it.
bindFirestore({ onSnapshot, queryEqual });

export const firestore = initializeFirestore(firebaseApp, {});

if (firestoreEmulatorHost) {
  const [host = '127.0.0.1', port = '8080'] = firestoreEmulatorHost.split(':');
  connectFirestoreEmulator(firestore, host, Number(port));
}

export { collection, limit, query, where } from 'firebase/firestore';
