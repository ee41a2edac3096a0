import { blogSchema, categorySchema, productSchema, type BlogInput, type CategoryInput } from '@shop/contract';
import { invalidInput } from '../http/errors';
import { validate } from '../http/validate';
import { SELECT_CATEGORY, type ProductWrite } from '../services/products';
import { isImagePath } from '../storage/image-store';

export const IMAGE_NOT_OURS = 'The image must be one uploaded to the shop';
const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** '' or the served path of an image of ours (POST /uploads answers such paths). */
const checkImage = (image: string, field = 'image'): void => {
  if (!isImagePath(image)) throw invalidInput(IMAGE_NOT_OURS, { [field]: IMAGE_NOT_OURS });
};

/** POST/PUT /api/products body: contract schema (unknown fields dropped), our images, a category id. */
export const productInput = async (body: unknown): Promise<ProductWrite> => {
  const input = await validate(productSchema, body);
  if (!DOC_ID.test(input.category)) throw invalidInput(SELECT_CATEGORY, { category: SELECT_CATEGORY });
  checkImage(input.image);
  input.variants?.forEach((variant, i) => checkImage(variant.image, `variants[${i}].image`));
  return input;
};

export const categoryInput = async (body: unknown): Promise<CategoryInput> => validate(categorySchema, body);

/**
 * A blog's subject and author: the form sends them as subject and author; a client that sends the blog
 * as it reads it has them as details [subject, author]. Subject and author sent as such win.
 */
const withDetailsSplit = (body: unknown): unknown => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { details } = body as { details?: unknown };
  if (!Array.isArray(details)) return body;
  const [subject, author] = details as unknown[];
  return { subject, author, ...body };
};

/** POST/PUT /api/blogs body: contract schema (subject and author, or details), our image. */
export const blogInput = async (body: unknown): Promise<BlogInput> => {
  const input = await validate(blogSchema, withDetailsSplit(body));
  checkImage(input.image);
  return input;
};
