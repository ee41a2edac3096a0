/**
 * The catalogue's words (titles and categories), each with how many products use it, to offer "Did you
 * mean serum?" when a search finds nothing: the closest word within two edits, the most used on a tie.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { wordsOf } from './text';

const MAX_EDITS = 2;

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
    let best: { word: string; edits: number; uses: number } | undefined;
    for (const [word, [uses, edits]] of this.words.fuzzyGet(term, Math.min(MAX_EDITS, term.length - 1))) {
      if (!best || edits < best.edits || (edits === best.edits && uses > best.uses)) best = { word, edits, uses };
    }
    return best?.word;
  }
}
