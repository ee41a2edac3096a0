import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ProductRating, SkinType } from '@shop/contract';
import { SKIN_TYPES, skinRatingLabel } from '@shop/contract';
import { Link as RouterLink } from 'react-router-dom';

interface SkinChipsProps {
  rating: ProductRating;
  selected: SkinType | null;
  /** The list of one skin type's reviewers, or (null) everyone's. */
  hrefFor: (skin: SkinType | null) => string;
}

/**
 * Each skin type's own figures ("Dry skin 4.6 (12)"), each a link keeping that skin type's reviewers
 * (the selected one again shows everyone's); skin types nobody reviewed from are left out.
 */
export const SkinChips = ({ rating, selected, hrefFor }: SkinChipsProps) => {
  const shown = SKIN_TYPES.filter((skin) => rating.bySkinType[skin].count > 0 || skin === selected);
  if (!shown.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id="skin-chips-title" component="h3" variant="overline" color="text.secondary">
        By skin type
      </Typography>
      <Box
        component="ul"
        aria-labelledby="skin-chips-title"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {shown.map((skin) => {
          const pressed = selected === skin;
          return (
            <li key={skin}>
              <Chip
                component={RouterLink}
                to={hrefFor(pressed ? null : skin)}
                clickable
                label={skinRatingLabel(skin, rating.bySkinType[skin])}
                aria-current={pressed ? 'true' : undefined}
                color={pressed ? 'primary' : 'default'}
                variant={pressed ? 'filled' : 'outlined'}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
