import busboy from 'busboy';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { HttpError } from './errors';
import { badRequest } from './errors';

export interface UploadedFile {
  bytes: Buffer;
  /** True when the file was longer than the limit (bytes then holds only its start). */
  truncated: boolean;
}

/**
 * The request's bytes. Cloud Functions (and its emulator) parse the body before Express runs, so the
 * stream is already consumed and the bytes are in req.rawBody; elsewhere the stream is read here, up
 * to `maxBytes` (beyond that, `tooLarge` is thrown).
 */
export const rawBodyOf = async (req: Request, maxBytes: number, tooLarge: () => HttpError): Promise<Buffer> => {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) {
    if (raw.length > maxBytes) throw tooLarge();
    return raw;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

const NOT_MULTIPART = 'Send the image as multipart/form-data in the field file';

/**
 * The one file sent in form field `field` of a multipart/form-data body (other parts are skipped), or
 * null when there is none. Files are cut at `maxBytes` and flagged as truncated.
 */
export const readMultipartFile = (
  headers: IncomingHttpHeaders,
  body: Buffer,
  field: string,
  maxBytes: number,
): Promise<UploadedFile | null> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        limits: { files: 5, fileSize: maxBytes + 1, fields: 20, parts: 25, fieldSize: 1024 },
      });
    } catch {
      reject(badRequest(NOT_MULTIPART));
      return;
    }
    let found: Promise<UploadedFile> | undefined;
    parser.on('file', (name: string, stream: NodeJS.ReadableStream & { truncated?: boolean }) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = new Promise((done, fail) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', fail);
        stream.on('end', () => {
          // busboy flags a file that reaches its limit, so the limit is one byte more than allowed.
          const bytes = Buffer.concat(chunks);
          done({ bytes: bytes.subarray(0, maxBytes), truncated: bytes.length > maxBytes });
        });
      });
    });
    parser.on('error', () => reject(badRequest(NOT_MULTIPART)));
    parser.on('close', () => {
      if (!found) resolve(null);
      else found.then(resolve, () => reject(badRequest(NOT_MULTIPART)));
    });
    parser.end(body);
  });
