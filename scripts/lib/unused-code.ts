// Dead code in the shop's source: files no entry reaches, and exports no file names.
import { readFileSync } from 'node:fs';

/** The files of `files` that no chain of imports from `entries` reaches. */
export const unreachableFiles = (graph: Map<string, string[]>, entries: string[], files: string[]): string[] => {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    pending.push(...(graph.get(file) ?? []));
  }
  return files.filter((file) => !reached.has(file));
};

const EXPORTED_NAME =
  /^export (?:declare )?(?:async )?(?:const|let|function\*?|type|interface|class|enum) ([A-Za-z_$][\w$]*)/gm;

/**
 * Each export of `declaring` whose name appears nowhere else: not in its own file past the declaration,
 * not in any of `readers` (a name in a comment counts as a use, so this errs on the side of keeping).
 */
export const unusedExports = (declaring: string[], readers: string[]): { file: string; name: string }[] => {
  const texts = new Map([...new Set([...declaring, ...readers])].map((file) => [file, readFileSync(file, 'utf8')]));
  const occurrences = new Map<string, number>();
  for (const text of texts.values()) {
    for (const [word] of text.matchAll(/[\w$]+/g)) occurrences.set(word, (occurrences.get(word) ?? 0) + 1);
  }
  return declaring.flatMap((file) =>
    [...texts.get(file)!.matchAll(EXPORTED_NAME)]
      .map((match) => match[1]!)
      .filter((name) => occurrences.get(name) === 1)
      .map((name) => ({ file, name })),
  );
};
