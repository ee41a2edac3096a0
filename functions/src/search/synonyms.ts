/**
 * British and American spellings and the shop's synonyms, as data: each group's words and phrases mean
 * the same, and its first entry (one word) stands for all of them. A product's text gains the group's
 * first word wherever any of its entries appears, and a query's entries are replaced by it, so
 * "moisturiser", "moisturizer", "SPF", "sun cream" and "face wash" find what their group finds.
 */
import { wordsOf } from './text';

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['moisturizer', 'moisturiser', 'moisturisers', 'moisturizers'],
  ['moisturizing', 'moisturising'],
  ['moisturize', 'moisturise'],
  ['color', 'colour', 'colors', 'colours'],
  ['colored', 'coloured'],
  ['colorless', 'colourless'],
  ['sunscreen', 'spf', 'sun cream', 'sun screen', 'sunblock', 'sun block'],
  ['cleanser', 'face wash', 'facial wash', 'facewash', 'cleansers'],
  ['lipstick', 'lip stick', 'lipsticks'],
  ['eyeshadow', 'eye shadow'],
  ['blush', 'blusher'],
  ['fragrance', 'perfume', 'scent'],
  ['exfoliator', 'exfoliant', 'exfoliater'],
  ['foundation', 'base makeup'],
  ['makeup', 'make up', 'make-up'],
  ['wrinkles', 'fine lines'],
  ['vitamin', 'vit'],
];

interface Phrase {
  words: readonly string[];
  canonical: string;
}

/** Every entry as words, longest first so "sun cream" wins over a one-word entry inside it. */
const PHRASES: readonly Phrase[] = SYNONYM_GROUPS.flatMap((group) =>
  group.map((entry) => ({ words: wordsOf(entry), canonical: wordsOf(group[0] ?? '').join('') })),
).sort((a, b) => b.words.length - a.words.length);

const phraseAt = (words: readonly string[], at: number): Phrase | undefined =>
  PHRASES.find((phrase) => phrase.words.every((word, i) => words[at + i] === word));

/**
 * The words with each synonym entry replaced by its group's first word (a query's terms); `keep` also
 * keeps the words as written beside it (a product's text, so a prefix of a British spelling finds it).
 */
export const withSynonyms = (words: readonly string[], keep: boolean): string[] => {
  const out: string[] = [];
  for (let at = 0; at < words.length;) {
    const phrase = phraseAt(words, at);
    const length = phrase ? phrase.words.length : 1;
    if (!phrase || keep) out.push(...words.slice(at, at + length));
    if (phrase && !(keep && phrase.words.length === 1 && phrase.words[0] === phrase.canonical))
      out.push(phrase.canonical);
    at += length;
  }
  return out;
};
