import type { CSSProperties } from 'react';

/**
 * Kept in the accessibility tree, not drawn (a radio drawn as a swatch, a name only readers need). The
 * shop's own copy instead of @mui/utils' `visuallyHidden`: that module is small enough for the build to
 * merge it into a larger shared MUI chunk, which a page importing it then loads whole.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
