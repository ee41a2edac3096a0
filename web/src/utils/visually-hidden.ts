import type { CSSProperties } from 'react';

/**
 * Kept in the accessibility tree, not drawn (a radio drawn as a swatch, a name only readers need), for
 * `style` and `sx` alike (lengths as strings: `sx` reads a bare 1 as 100%). The shop's own copy of
 * @mui/utils' `visuallyHidden`, the same rules: that module is small enough for the build to merge it
 * into a larger shared MUI chunk (the rating's), which a page importing it then loads whole.
 */
export const visuallyHidden: CSSProperties = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
