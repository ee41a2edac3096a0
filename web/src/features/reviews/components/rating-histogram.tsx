import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { visuallyHidden } from '@/utils/visually-hidden';
import type { ProductRating, RatingValue } from '@shop/contract';
import { starCountLabel } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';

const ROWS: RatingValue[] = [5, 4, 3, 2, 1];

interface RatingHistogramProps {
  rating: ProductRating;
  selected: RatingValue | null;
  /** The list narrowed to a star count, or (null) not narrowed by stars. */
  hrefFor: (rating: RatingValue | null) => string;
}

/**
 * The spread of stars, one row per star count, each a link narrowing the list to it (the selected row
 * again clears it); a row nobody gave is not a link. Read as "5 stars 8 reviews".
 */
export const RatingHistogram = ({ rating, selected, hrefFor }: RatingHistogramProps) => (
  <Box component="ul" aria-label="Reviews by rating" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
    {ROWS.map((stars) => {
      const count = rating.histogram[String(stars) as keyof ProductRating['histogram']];
      const share = rating.count ? (count / rating.count) * 100 : 0;
      const current = selected === stars;
      const row = {
        width: '100%',
        display: 'grid',
        gridTemplateColumns: '4.2em minmax(0, 1fr) 2.5em',
        alignItems: 'center',
        gap: 1.25,
        px: 1,
        py: 0.5,
        borderRadius: 2,
        fontSize: '0.9rem',
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: current ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
      } as const;
      const parts = (
        <>
          <Box component="span" sx={{ textAlign: 'left', fontWeight: current ? 600 : 400 }}>
            {starCountLabel(stars)}
          </Box>
          <Box
            component="span"
            aria-hidden="true"
            sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              component="span"
              sx={{ display: 'block', height: '100%', width: `${share}%`, bgcolor: 'warning.main' }}
            />
          </Box>
          <Box component="span" sx={{ textAlign: 'right', color: 'text.secondary' }}>
            {count}
            <Box component="span" sx={visuallyHidden}>
              {count === 1 ? ' review' : ' reviews'}
            </Box>
          </Box>
        </>
      );
      return (
        <li key={stars}>
          {count === 0 && !current ? (
            <Box sx={{ ...row, color: 'text.secondary', '&:hover': undefined }}>{parts}</Box>
          ) : (
            <ButtonBase
              component={RouterLink}
              to={hrefFor(current ? null : stars)}
              aria-current={current ? 'true' : undefined}
              sx={row}
            >
              {parts}
            </ButtonBase>
          )}
        </li>
      );
    })}
  </Box>
);
