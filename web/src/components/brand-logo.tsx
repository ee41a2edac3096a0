import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { BrandMark } from './brand-mark';

interface BrandLogoProps {
  /** "inverse" for dark backgrounds such as the footer. */
  tone?: 'default' | 'inverse';
  onClick?: () => void;
}

export const BrandLogo = ({ tone = 'default', onClick }: BrandLogoProps) => (
  <Box
    component={RouterLink}
    to={paths.home.getHref()}
    onClick={onClick}
    aria-label={`${brand.name}, home`}
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 1.25,
      color: tone === 'inverse' ? '#fbf1ea' : 'text.primary',
      textDecoration: 'none',
      borderRadius: 1,
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
    }}
  >
    <BrandMark size={34} />
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
      <Typography
        component="span"
        sx={{
          fontFamily: 'h1.fontFamily',
          fontSize: '1.55rem',
          fontWeight: 500,
          lineHeight: 1,
          letterSpacing: '0.01em',
        }}
      >
        {brand.wordmark}
      </Typography>{' '}
      <Typography
        component="span"
        sx={{ fontSize: '0.6rem', letterSpacing: '0.42em', lineHeight: 1, mt: 0.6, opacity: 0.75, fontWeight: 500 }}
      >
        BEAUTY
      </Typography>
    </Box>
  </Box>
);
