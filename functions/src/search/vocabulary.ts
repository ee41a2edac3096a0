/**
 * The catalogue's words (titles and categories), each with how many products use it, to offer "Did you
 * mean serum?" when a search finds nothing: the closest word within two edits; on a tie the one that
 * starts with the same letter (typos rarely hit the first), then the most used.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { wordsOf } from './text';

const MAX_EDITS = 2;

const isBefore = (a: readonly number[], b: readonly number[]): boolean => {
  const i = a.findIndex((value, k) => value !== b[k]);
  return i >= 0 && (a[i] ?? 0) < (b[i] ?? 0);
};

export class Vocabulary {
  private readonly words = new SearchableMap<number>();

  add(text: string): void {
    for (const word of new Set(wordsOf(text))) this.words.update(word, (n) => (n ?? 0) + 1);
  }

  remove(text: string): void {
    for (const word of new Set(wordsOf(text))) {
      const n = (this.words.get(word) ?? 0) - 1;
      if (n > 0) this.words.set(word, n);
      else this.words.delete(word);
    }
  }

  clear(): void {
    this.words.clear();
  }

  /** The closest catalogue word to `term` (itself when it is one), or undefined when none is close. */
  closest(term: string): string | undefined {
    if (this.words.has(term)) return term;
    const rank = (word: string, edits: number, uses: number): number[] => [edits, word[0] === term[0] ? 0 : 1, -uses];
    let best: { word: string; rank: number[] } | undefined;
    for (const [word, [uses, edits]] of this.words.fuzzyGet(term, Math.min(MAX_EDITS, term.length - 1))) {
      const candidate = { word, rank: rank(word, edits, uses) };
      if (!best || isBefore(candidate.rank, best.rank)) best = candidate;
    }
    return best?.word;
  }
}
