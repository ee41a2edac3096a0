import { MAX_LIST_LIMIT } from '@shop/contract';
import { badRequest } from './errors';

export interface Paging {
  page: number;
  limit: number;
  offset: number;
}

const positiveInt = (raw: unknown, fallback: number, name: string, max: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw badRequest(`${name} must be a whole number from 1 to ${max}`);
  return value;
};

/** Reads ?page and ?limit (whole numbers; limit at most MAX_LIST_LIMIT). */
export const readPaging = (query: Record<string, unknown>, defaultLimit: number): Paging => {
  const page = positiveInt(query.page, 1, 'page', 100_000);
  const limit = positiveInt(query.limit, defaultLimit, 'limit', MAX_LIST_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
};
