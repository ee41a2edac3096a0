import Box, { type BoxProps } from '@mui/material/Box';

/** "Rated 4.6 out of 5": what the stars say to a screen reader. */
export const ratingAltText = (value: number): string => `Rated ${value.toFixed(1)} out of 5`;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const Stars = ({ filled }: { filled?: number }) => (
  <svg
    viewBox="0 0 120 24"
    aria-hidden="true"
    focusable="false"
    style={
      filled === undefined
        ? { position: 'absolute', inset: 0, width: '100%', height: '100%' }
        : {
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            // The filled stars are the same stars, cut at the value: no second size to keep in step.
            clipPath: `inset(0 ${100 - filled}% 0 0)`,
          }
    }
  >
    {[0, 24, 48, 72, 96].map((x) => (
      <path key={x} d={STAR} transform={`translate(${x} 0)`} />
    ))}
  </svg>
);

interface RatingStarsProps extends Omit<BoxProps<'span'>, 'children'> {
  /** 0 to 5; fractions fill a star in part. */
  value: number;
  /** A star's height in px. */
  size?: number;
}

/**
 * Five stars filled to `value`, drawn in SVG (no rating widget in the first load), read as
 * "Rated 4.6 out of 5".
 */
export const RatingStars = ({ value, size = 16, sx, ...props }: RatingStarsProps) => (
  <Box
    component="span"
    role="img"
    aria-label={ratingAltText(value)}
    {...props}
    sx={[
      {
        position: 'relative',
        display: 'inline-block',
        flexShrink: 0,
        width: size * 5,
        height: size,
        verticalAlign: 'middle',
        fill: 'currentColor',
        color: 'action.disabled',
        '& svg': { fill: 'currentColor' },
        '& svg + svg': { color: 'warning.main' },
      },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    <Stars />
    <Stars filled={(Math.max(0, Math.min(5, value)) / 5) * 100} />
  </Box>
);
