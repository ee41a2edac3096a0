import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { pictureLoading } from '@/lib/picture-loading';

export const PRODUCT_PLACEHOLDER_SRC = '/images/product-placeholder.svg';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Pictures in the first screenful load at once; the rest wait until they are scrolled near. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/** A square product picture; the placeholder stands in when there is none or it fails to load. */
export const ProductImage = ({ src, alt, eager = false, sx }: ProductImageProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = src && src !== failedSrc ? src : PRODUCT_PLACEHOLDER_SRC;
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          bgcolor: 'background.placeholder',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="img"
        src={url}
        alt={alt}
        width={800}
        height={800}
        {...pictureLoading(eager)}
        onError={() => setFailedSrc(url)}
        className="product-image"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
};
