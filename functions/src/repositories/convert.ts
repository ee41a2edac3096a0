import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** Small readers that check what a document holds instead of trusting `as T`. */
export const str = (data: DocumentData, key: string, fallback = ''): string =>
  typeof data[key] === 'string' ? (data[key] as string) : fallback;

export const num = (data: DocumentData, key: string, fallback = 0): number =>
  typeof data[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : fallback;

export const iso = (data: DocumentData, key: string): string => {
  const value: unknown = data[key];
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  return new Date(0).toISOString();
};

export const list = (data: DocumentData, key: string): DocumentData[] =>
  Array.isArray(data[key])
    ? (data[key] as unknown[]).filter((v): v is DocumentData => typeof v === 'object' && v !== null)
    : [];
