export type ActiveMove = 'next' | 'previous';

/**
 * The option the arrow keys make active in a list of `count` (-1: none, the text itself): down from
 * the text goes to the first, up to the last, and each end wraps round to the other.
 */
export const nextActive = (current: number, count: number, move: ActiveMove): number => {
  if (count <= 0) return -1;
  if (move === 'next') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
};
