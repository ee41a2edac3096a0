/** Text as every search of the shop compares it (products, messages, reviews): accents removed (NFKD), lowercase. */
export const normalizeSearchText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
