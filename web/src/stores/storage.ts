export type StorageArea = 'local' | 'session';

const areaOf = (area: StorageArea): Storage | undefined => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Browser storage that never throws (privacy modes and quota errors read as "nothing stored"). */
export const readStorage = (key: string, area: StorageArea = 'local'): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (key: string, value: string, area: StorageArea = 'local'): void => {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Storage is full or unavailable: the in-memory state still holds the value.
  }
};

export const removeStorage = (key: string, area: StorageArea = 'local'): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
};
