// A reset empties every collection the shop keeps: the wipe deletes the documents of each declared
// collection and subcollection, and the code, the indexes and the security rules name no other.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SUBCOLLECTIONS } from '@shop/contract';
import { ROOT } from '../lib/emulators.mjs';
import { sourceFiles } from '../lib/import-graph';
import { wipeCollections } from './wipe';

/** A Firestore whose every collection (and collection group) holds one document, and which records deletes. */
const oneDocumentEverywhere = () => {
  const deleted: string[] = [];
  const oneDocument = (path: string) => ({ select: () => ({ get: async () => ({ docs: [{ ref: path }] }) }) });
  const db = {
    collection: (name: string) => oneDocument(`${name}/a`),
    collectionGroup: (name: string) => oneDocument(`parents/p/${name}/a`),
    batch: () => ({ delete: (ref: string) => deleted.push(ref), commit: async () => undefined }),
  };
  return { db: db as unknown as Firestore, deleted };
};

describe('the seed’s wipe', () => {
  it('deletes the documents of every declared collection, and of every declared subcollection wherever it is', async () => {
    const { db, deleted } = oneDocumentEverywhere();
    expect(await wipeCollections(db)).toBe(deleted.length);
    expect(new Set(deleted)).toEqual(
      new Set([
        ...Object.values(COLLECTIONS).map((name) => `${name}/a`),
        ...Object.values(SUBCOLLECTIONS).map((name) => `parents/p/${name}/a`),
      ]),
    );
  });

  it('covers every collection the code, the indexes and the security rules name', () => {
    const declared = new Set<string>([...Object.values(COLLECTIONS), ...Object.values(SUBCOLLECTIONS)]);
    const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
    // collection and collectionGroup with a quoted name, the web SDK's with the database before it.
    const named = /\bcollection(?:Group)?\(\s*(?:[\w.]+,\s*)?'([^']+)'/g;
    const inCode = ['functions/src', 'web/src', 'scripts']
      .flatMap((folder) => sourceFiles(join(ROOT, folder), true))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(named)].map((match) => match[1]!));
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      indexes: { collectionGroup: string }[];
      fieldOverrides?: { collectionGroup: string }[];
    };
    const inIndexes = [...indexes.indexes, ...(indexes.fieldOverrides ?? [])].map((index) => index.collectionGroup);
    const inRules = [...read('firestore.rules').matchAll(/match \/(\w+)\/\{/g)]
      .map((match) => match[1]!)
      .filter((name) => name !== 'databases');
    for (const found of [inCode, inIndexes, inRules]) {
      expect(found.length).toBeGreaterThan(3);
      expect([...new Set(found)].filter((name) => !declared.has(name))).toEqual([]);
    }
  });

  it('is the one list the shop’s own code names collections from: no name is spelled out in it', () => {
    const spelled = /\bcollection(?:Group)?\(\s*(?:[\w.]+,\s*)?'([A-Za-z]+)'/g;
    const found = ['functions/src', 'web/src', 'scripts/seed']
      .flatMap((folder) => sourceFiles(join(ROOT, folder), false))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(spelled)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});
