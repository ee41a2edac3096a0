import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

/** The Aurelle droplet monogram. Decorative: pair it with visible or labelled text. */
export const BrandMark = ({ size = 32, sx }: { size?: number; sx?: SxProps<Theme> }) => {
  const fillId = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={[{ width: size, height: size, flexShrink: 0, display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#c98574" />
          <stop offset="1" stopColor="#7e4137" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${fillId})`} />
      <path d="M32 11c-6.5 10.2-14 18.7-14 28a14 14 0 0 0 28 0c0-9.3-7.5-17.8-14-28z" fill="#fbf1ea" />
      <path d="M25.5 40.5a7 7 0 0 0 5.5 6.6" fill="none" stroke="#c98574" strokeWidth="2.6" strokeLinecap="round" />
    </Box>
  );
};
