import { adminBucket } from './admin';
import { testEnv } from './env';

/** Wipes every Firestore document and Auth account of the test project (emulator-only endpoints). */
export const clearFirestore = async (): Promise<void> => {
  const url = `http://${testEnv.firestoreHost}/emulator/v1/projects/${testEnv.projectId}/databases/(default)/documents`;
  const res = await fetch(url, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing Firestore failed: ${res.status}`);
};

export const clearAuth = async (): Promise<void> => {
  const url = `http://${testEnv.authHost}/emulator/v1/projects/${testEnv.projectId}/accounts`;
  const res = await fetch(url, { method: 'DELETE' });
  if (!res.ok) throw new Error(`Clearing Auth failed: ${res.status}`);
};

export const clearAll = async (): Promise<void> => {
  await Promise.all([clearFirestore(), clearAuth()]);
};

/** Deletes every object in the functions' image bucket (the Storage rules tests keep to a bucket of their own). */
export const clearStorage = async (): Promise<void> => {
  await adminBucket.deleteFiles();
};
