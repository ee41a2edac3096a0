/** Where the emulator stack of this test run listens (set by scripts/with-emulators.mjs). */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run integration tests through scripts/with-emulators.mjs`);
  return value;
};

export const testEnv = {
  shopUrl: required('SHOP_URL'),
  projectId: required('GCLOUD_PROJECT'),
  firestoreHost: required('FIRESTORE_EMULATOR_HOST'),
  authHost: required('FIREBASE_AUTH_EMULATOR_HOST'),
  storageHost: required('FIREBASE_STORAGE_EMULATOR_HOST'),
  /** The bucket the functions keep images in. */
  storageBucket: required('FIREBASE_STORAGE_BUCKET'),
};
