import { MAX_IMAGE_BYTES, UPLOADS_PREFIX, type UploadBody } from '@shop/contract';
import { Router } from 'express';
import { requireAdmin } from '../http/auth';
import { send } from '../http/envelope';
import { badRequest, HttpError, notFound } from '../http/errors';
import { rawBodyOf, readMultipartFile } from '../http/multipart';
import { logs } from '../logs';
import { imageStore } from '../storage';
import { CONTENT_TYPES, IMAGE_CACHE_CONTROL, IMAGE_NAME, newImageName, sniffImageKind } from '../storage/image-store';

export const uploadsRouter = Router();

export const IMAGE_TOO_LARGE = 'The image must be 5 MB at most';
export const IMAGE_NOT_ALLOWED = 'Only JPEG, PNG or WebP images are allowed';
const NO_FILE = 'Choose an image to upload';
const IMAGE_NOT_FOUND = 'Image not found';
/** Room for the multipart boundaries and part headers around a file of the largest size. */
const MULTIPART_SLACK = 64 * 1024;

const tooLarge = () => new HttpError(413, IMAGE_TOO_LARGE);

/**
 * POST /uploads (admin): multipart/form-data with the image in field `file`. The kind is decided by
 * the bytes (JPEG, PNG or WebP, else 415), the size is at most 5 MB (else 413), and the name is made
 * here. Answer body: { url: '/uploads/<uuid>.<ext>' } (UploadBody), the value for a product's image.
 */
uploadsRouter.post('/', async (req, res) => {
  const caller = requireAdmin(req);
  const raw = await rawBodyOf(req, MAX_IMAGE_BYTES + MULTIPART_SLACK, tooLarge);
  const file = await readMultipartFile(req.headers, raw, 'file', MAX_IMAGE_BYTES);
  if (!file || file.bytes.length === 0) throw badRequest(NO_FILE, { file: NO_FILE });
  if (file.truncated) throw tooLarge();
  const kind = sniffImageKind(file.bytes);
  if (!kind) throw new HttpError(415, IMAGE_NOT_ALLOWED);
  const name = newImageName(kind);
  const contentType = CONTENT_TYPES[kind] ?? 'application/octet-stream';
  await imageStore().save(name, { bytes: file.bytes, contentType });
  logs.imageStored(name, contentType, file.bytes.length, caller.uid);
  const body: UploadBody = { url: UPLOADS_PREFIX + name };
  send(res, body, 'The image uploaded successfully', 201);
});

/**
 * GET /uploads/{name} (public): a stored image with its real type, cached for a year (names are never
 * reused), never sniffed, and with a CSP that keeps a served SVG from running anything.
 */
uploadsRouter.get('/:name', async (req, res) => {
  const name = req.params.name;
  if (!IMAGE_NAME.test(name)) throw notFound(IMAGE_NOT_FOUND);
  const image = await imageStore().read(name);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  res.set({
    'Content-Type': image.contentType,
    'Cache-Control': IMAGE_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.status(200).send(image.bytes);
});
