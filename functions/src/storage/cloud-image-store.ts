import type { Bucket } from '@google-cloud/storage';
import { contentTypeOf, IMAGE_CACHE_CONTROL, IMAGE_NAME, type ImageStore } from './image-store';

const PREFIX = 'uploads/';

/** Images as objects under uploads/ in a Cloud Storage bucket (the project's, or the Storage emulator's). */
export const cloudImageStore = (bucket: Bucket): ImageStore => ({
  async save(name, image) {
    if (!IMAGE_NAME.test(name)) throw new Error(`Refusing image name ${name}`);
    await bucket.file(PREFIX + name).save(image.bytes, {
      contentType: image.contentType,
      resumable: false,
      metadata: { cacheControl: IMAGE_CACHE_CONTROL },
    });
  },
  async read(name) {
    if (!IMAGE_NAME.test(name)) return null;
    try {
      const [bytes] = await bucket.file(PREFIX + name).download();
      return { bytes, contentType: contentTypeOf(name) };
    } catch (err) {
      // One request per image served: a missing object is the download's 404, not a check beforehand.
      if ((err as { code?: unknown }).code === 404) return null;
      throw err;
    }
  },
});
