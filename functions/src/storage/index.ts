import { getStorage } from 'firebase-admin/storage';
import { cloudImageStore } from './cloud-image-store';
import type { ImageStore } from './image-store';

/**
 * The project's default bucket: in production, and on every emulator stack, whose Storage emulator the
 * Admin SDK finds through FIREBASE_STORAGE_EMULATOR_HOST.
 */
let store: ImageStore | undefined;
export const imageStore = (): ImageStore => (store ??= cloudImageStore(getStorage().bucket()));
