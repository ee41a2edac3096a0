import { randomUUID } from 'node:crypto';

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

/** Images are never overwritten (every one gets a fresh name), so anyone may keep them for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Server-made image names only: anything else (paths, dots, traversal) is not an image of ours. */
export const IMAGE_NAME = /^[a-z0-9-]{1,80}\.(jpg|png|webp|svg)$/;

/** What a product's or blog's `image` may hold besides '': the served path of one of our images. */
export const IMAGE_PATH = /^\/uploads\/[a-z0-9-]{1,80}\.(jpg|png|webp|svg)$/;

export const isImagePath = (value: string): boolean => value === '' || IMAGE_PATH.test(value);

export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';

export type UploadKind = 'jpg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The kind of an uploaded image, decided by its magic bytes only (never by its name or declared type):
 * JPEG (FF D8 FF), PNG (the 8-byte PNG signature), WebP (RIFF....WEBP). Anything else is null.
 */
export const sniffImageKind = (bytes: Buffer): UploadKind | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
};

/** A fresh server-made image name such as `3f0c…-….png`. */
export const newImageName = (kind: UploadKind | 'svg'): string => `${randomUUID()}.${kind}`;
