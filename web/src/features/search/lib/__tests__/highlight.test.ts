import { describe, expect, it } from 'vitest';
import { fold, highlightTitle } from '../highlight';

const marked = (title: string, matches: string[]) =>
  highlightTitle(title, matches)
    .map((part) => (part.matched ? `[${part.text}]` : part.text))
    .join('');

describe('highlightTitle', () => {
  it('should mark each matched word wherever it starts a word, in any case', () => {
    expect(marked('Hydrating Rose Serum with rose oil', ['rose', 'SERUM'])).toBe(
      'Hydrating [Rose] [Serum] with [rose] oil',
    );
  });

  it('should give the title back unchanged when joined', () => {
    const title = 'Vitamin C Serum (30 ml)';
    expect(
      highlightTitle(title, ['vitamin', 'c'])
        .map((part) => part.text)
        .join(''),
    ).toBe(title);
  });

  it('should match accents folded and keep the title as written', () => {
    expect(marked('Crème Brûlée Lip Balm', ['creme'])).toBe('[Crème] Brûlée Lip Balm');
  });

  it('should mark a typed prefix at the start of a word, never inside one', () => {
    expect(marked('Serum for oily skin', ['ser'])).toBe('[Ser]um for oily skin');
    expect(marked('Moisturiser', ['ris'])).toBe('Moisturiser');
  });

  it('should prefer the longest of overlapping words', () => {
    expect(marked('Rose water toner', ['rose', 'rose water'])).toBe('[Rose water] toner');
  });

  it('should read markup and pattern characters as text', () => {
    expect(marked('Lip <b>oil</b> (c+)', ['(c+)', '<b>oil'])).toBe('Lip [<b>oil]</b> [(c+)]');
    expect(marked('Serum', ['.*'])).toBe('Serum');
  });

  it('should leave the title whole when nothing matched', () => {
    expect(highlightTitle('Serum', [])).toEqual([{ text: 'Serum', matched: false }]);
    expect(highlightTitle('Serum', ['  '])).toEqual([{ text: 'Serum', matched: false }]);
  });
});

describe('fold', () => {
  it('should lower the case and drop accents one character for one', () => {
    expect(fold('Crème ÉCLAT')).toBe('creme eclat');
    expect(fold('Crème ÉCLAT')).toHaveLength('Crème ÉCLAT'.length);
  });
});
