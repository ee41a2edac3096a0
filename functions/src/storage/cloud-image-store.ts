import type { Bucket } from '@google-cloud/storage';
import { contentTypeOf, IMAGE_NAME, type ImageStore } from './image-store';

const PREFIX = 'uploads/';

/** Cloud Storage (production, or wherever a Storage emulator runs). */
export const cloudImageStore = (bucket: Bucket): ImageStore => ({
  async save(name, image) {
    if (!IMAGE_NAME.test(name)) throw new Error(`Refusing image name ${name}`);
    await bucket.file(PREFIX + name).save(image.bytes, {
      contentType: image.contentType,
      resumable: false,
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
  },
  async read(name) {
    if (!IMAGE_NAME.test(name)) return null;
    const file = bucket.file(PREFIX + name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [bytes] = await file.download();
    return { bytes, contentType: contentTypeOf(name) };
  },
});
