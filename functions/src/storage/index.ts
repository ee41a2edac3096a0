import { getStorage } from 'firebase-admin/storage';
import { resolve } from 'node:path';
import { cloudImageStore } from './cloud-image-store';
import type { ImageStore } from './image-store';
import { localImageStore } from './local-image-store';

/**
 * Cloud Storage in production and wherever a Storage emulator runs; in the local emulator profile
 * without one (these machines cannot run it), a folder under .data/.
 */
export const chooseImageStore = (env: NodeJS.ProcessEnv = process.env): ImageStore => {
  const inEmulator = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (inEmulator && !env.FIREBASE_STORAGE_EMULATOR_HOST) {
    return localImageStore(env.SHOP_LOCAL_UPLOADS_DIR ?? resolve(process.cwd(), '..', '.data', 'uploads'));
  }
  return cloudImageStore(getStorage().bucket());
};

let store: ImageStore | undefined;
export const imageStore = (): ImageStore => (store ??= chooseImageStore());
