import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOf, IMAGE_NAME, type ImageStore } from './image-store';

/** The local emulator profile's image store: a folder, used when no Storage emulator runs. */
export const localImageStore = (dir: string): ImageStore => ({
  async save(name, image) {
    if (!IMAGE_NAME.test(name)) throw new Error(`Refusing image name ${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), image.bytes);
  },
  async read(name) {
    if (!IMAGE_NAME.test(name)) return null;
    try {
      return { bytes: await readFile(join(dir, name)), contentType: contentTypeOf(name) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  },
});
