import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

const leaf = 'M0 0C18-14 40-12 54 0C40 12 18 14 0 0Z';
const leaves = [
  { x: 148, y: 470, r: -150 },
  { x: 146, y: 430, r: -20 },
  { x: 146, y: 392, r: -160 },
  { x: 150, y: 352, r: -30 },
  { x: 156, y: 314, r: -165 },
  { x: 166, y: 276, r: -40 },
  { x: 178, y: 242, r: -150 },
  { x: 190, y: 214, r: -60 },
];

/** A still life of a serum, a cream jar and a lipstick on a pedestal. Decorative. */
export const HeroIllustration = ({ sx }: { sx?: SxProps<Theme> }) => {
  const id = useId();
  const fillUrl = (name: string) => `url(#${id}-${name})`;
  return (
    <Box component="svg" viewBox="0 0 520 560" aria-hidden="true" focusable="false" sx={sx}>
      <defs>
        <linearGradient id={`${id}-arch`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d5ca" />
          <stop offset="1" stopColor="#e3b3a3" />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a95a4c" />
          <stop offset="0.55" stopColor="#c8806f" />
          <stop offset="1" stopColor="#8a4539" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#b88f55" />
          <stop offset="0.5" stopColor="#e6cc98" />
          <stop offset="1" stopColor="#a77f47" />
        </linearGradient>
        <linearGradient id={`${id}-pedestal`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ecd6cb" />
          <stop offset="0.5" stopColor="#f8ece6" />
          <stop offset="1" stopColor="#e2c5b8" />
        </linearGradient>
        <linearGradient id={`${id}-jar`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f1e3db" />
          <stop offset="0.45" stopColor="#fffaf7" />
          <stop offset="1" stopColor="#e9d6cc" />
        </linearGradient>
      </defs>

      <path d="M80 560V260a180 180 0 0 1 360 0v300Z" fill={fillUrl('arch')} />
      <circle cx="352" cy="192" r="46" fill="#f8e3da" />
      <path d="M150 520C140 420 146 318 196 206" fill="none" stroke="#8f9c83" strokeWidth="3" strokeLinecap="round" />
      {leaves.map(({ x, y, r }) => (
        <path key={`${x}-${y}`} d={leaf} transform={`translate(${x} ${y}) rotate(${r})`} fill="#9aa88d" opacity="0.9" />
      ))}

      <rect x="100" y="432" width="320" height="128" fill={fillUrl('pedestal')} />
      <ellipse cx="260" cy="432" rx="160" ry="24" fill="#fbf3ee" />

      <ellipse cx="252" cy="434" rx="58" ry="8" fill="#5f312a" opacity="0.14" />
      <ellipse cx="358" cy="434" rx="52" ry="7" fill="#5f312a" opacity="0.12" />
      <ellipse cx="170" cy="434" rx="24" ry="5" fill="#5f312a" opacity="0.14" />

      <rect x="240" y="150" width="24" height="80" rx="12" fill="#3b2723" />
      <rect x="232" y="224" width="40" height="30" rx="6" fill={fillUrl('gold')} />
      <rect x="206" y="250" width="92" height="182" rx="20" fill={fillUrl('glass')} />
      <rect x="218" y="266" width="9" height="148" rx="4.5" fill="#ffffff" opacity="0.22" />
      <rect x="226" y="318" width="52" height="62" rx="4" fill="#fbf1ea" opacity="0.94" />
      <rect x="236" y="332" width="32" height="3" rx="1.5" fill="#7e4137" />
      <rect x="240" y="342" width="24" height="2" rx="1" fill="#b96a5b" />
      <rect x="238" y="362" width="28" height="2" rx="1" fill="#d2c3b4" />

      <rect x="312" y="368" width="92" height="24" rx="7" fill={fillUrl('gold')} />
      <rect x="308" y="390" width="100" height="44" rx="9" fill={fillUrl('jar')} />
      <rect x="330" y="406" width="56" height="3" rx="1.5" fill="#c8806f" opacity="0.7" />

      <path d="M158 322v-38c0-12 6-20 16-26l10-6v70Z" fill="#b0473f" />
      <rect x="155" y="318" width="32" height="22" rx="3" fill="#d9b983" />
      <rect x="151" y="338" width="40" height="96" rx="5" fill={fillUrl('gold')} />

      <path d="M420 110l5 13 13 5-13 5-5 13-5-13-13-5 13-5Z" fill="#d9b983" />
      <path d="M120 160l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill="#ffffff" opacity="0.8" />
      <path d="M448 250l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill="#d9b983" opacity="0.8" />
    </Box>
  );
};
