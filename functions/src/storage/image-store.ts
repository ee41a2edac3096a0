/** Where uploaded and seeded images live. Names are made by the server: `<uuid>.<ext>`. */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStore {
  save(name: string, image: StoredImage): Promise<void>;
  read(name: string): Promise<StoredImage | null>;
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Server-made image names only: anything else (paths, dots, traversal) is not an image of ours. */
export const IMAGE_NAME = /^[a-z0-9-]{1,80}\.(jpg|png|webp|svg)$/;

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
