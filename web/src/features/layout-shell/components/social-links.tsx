import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Pinterest from '@mui/icons-material/Pinterest';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { brand } from '@/config/brand';

const icons = { Instagram, Facebook, YouTube, Pinterest } as const;

export const SocialLinks = () => (
  // The links' look is the list's: the icon buttons then share the header's class of CSS instead of each
  // page carrying one more.
  <Box
    component="ul"
    aria-label="Social media"
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'flex',
      gap: 1,
      '& a': {
        color: 'inherit',
        border: '1px solid rgba(251, 241, 234, 0.22)',
        '&:hover': { bgcolor: 'rgba(251, 241, 234, 0.1)', borderColor: 'rgba(251, 241, 234, 0.5)' },
      },
    }}
  >
    {brand.social.map(({ name, href }) => {
      const Icon = icons[name];
      return (
        <li key={name}>
          <IconButton
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${brand.name} on ${name}`}
          >
            <Icon fontSize="small" />
          </IconButton>
        </li>
      );
    })}
  </Box>
);
