/** A piece of a title, marked when it is one of the words the search matched. */
export interface TitlePart {
  text: string;
  matched: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a title into its matched and unmatched pieces: every occurrence of a matched word at the start
 * of a title's word (letters compared without case or accents, as the engine folds them; a typed prefix
 * marks the start of the word) is marked; the pieces joined give the title back unchanged.
 */
export const highlightTitle = (title: string, matches: readonly string[]): TitlePart[] => {
  const words = [...new Set(matches.map((word) => word.trim()).filter(Boolean))];
  if (!words.length) return [{ text: title, matched: false }];
  const folded = fold(title);
  // Longest first, so "rose water" wins over "rose" where both are matched.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words
      .map(fold)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'gu',
  );
  const parts: TitlePart[] = [];
  let last = 0;
  for (const found of folded.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: title.slice(last, start), matched: false });
    parts.push({ text: title.slice(start, start + found[0].length), matched: true });
    last = start + found[0].length;
  }
  if (last < title.length) parts.push({ text: title.slice(last), matched: false });
  return parts.length ? parts : [{ text: title, matched: false }];
};

const foldChar = (char: string): string => {
  const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return folded.length === char.length ? folded : char;
};

/**
 * Lower case without accents, one character for one (so positions in the folded title are positions
 * in the title): "Crème" -> "creme".
 */
export const fold = (text: string): string => [...text].map(foldChar).join('');
