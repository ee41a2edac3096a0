import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createElement, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoveSlot } from '@/components/product-card/love-slot';
import { ProductImage } from '@/components/product-card/product-image';
import { RatingLine } from '@/components/product-card/rating-line';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format';
import type { HomeProduct } from '../data/home-products';
import { productImage } from '../lib/links';

interface ProductTileProps {
  product: HomeProduct;
  badge?: string;
  /** Wide tiles put the picture beside the text from the sm breakpoint up. */
  wide?: boolean;
}

/**
 * The picture's label ("Best seller"), drawn as MUI's small Chip draws it with the theme's chip rules,
 * without the Chip's code (a chunk of its own) in home's first load: it is only a label.
 */
const tileBadgeSx = (theme: Theme) =>
  ({
    position: 'absolute',
    top: 12,
    left: 12,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    px: 1,
    borderRadius: '16px',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 500,
    lineHeight: 1.5,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    color: '#42221d',
    bgcolor: 'rgba(255,255,255,0.92)',
    backdropFilter: 'blur(4px)',
  }) as const;

/** The heart sits over the tile's corner, beside its link rather than inside it (a button in a link is invalid). */
const heartSx = { position: 'absolute', top: 12, right: 12, zIndex: 1 } as const;

export const ProductTile = (props: ProductTileProps) => {
  // The heart comes from the app layer, made once: the same component on every render.
  const Love = useContext(LoveSlot);
  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <TileLink {...props} />
      {Love && createElement(Love, { productId: props.product.id, title: props.product.title, sx: heartSx })}
    </Box>
  );
};

const TileLink = ({ product, badge, wide = false }: ProductTileProps) => (
  <Box
    component={RouterLink}
    to={paths.product.getHref(product.id)}
    sx={(theme) => ({
      height: '100%',
      display: 'grid',
      gridTemplateColumns: wide ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
      // Tiles side by side keep their prices on one line, whatever the length of their titles.
      gridTemplateRows: wide ? undefined : 'auto 1fr',
      alignItems: wide ? 'center' : 'stretch',
      gap: wide ? { xs: 2, sm: 3 } : 2,
      p: wide ? { xs: 1.5, sm: 2 } : 0,
      borderRadius: 4,
      textDecoration: 'none',
      color: 'text.primary',
      bgcolor: wide ? 'background.paper' : 'transparent',
      border: wide ? `1px solid ${(theme.vars ?? theme).palette.divider}` : 'none',
      '& img': { transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)' },
      '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
      '&:hover .tile-title, &:focus-visible .tile-title': { color: 'primary.main' },
      '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 3 },
    })}
  >
    <Box sx={{ position: 'relative' }}>
      <ProductImage
        src={product.image ?? productImage(product.id)}
        alt=""
        sx={{ borderRadius: 3, aspectRatio: wide ? { xs: '4 / 3', sm: '1 / 1' } : '1 / 1' }}
      />
      {badge && (
        <Box component="span" sx={tileBadgeSx}>
          {badge}
        </Box>
      )}
    </Box>
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        px: wide ? { xs: 1, sm: 0 } : 0.5,
        pb: wide ? { xs: 1, sm: 0 } : 0,
      }}
    >
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6, letterSpacing: '0.16em' }}>
        {product.category}
      </Typography>
      <Typography className="tile-title" variant={wide ? 'h4' : 'h6'} component="h3" sx={{ transition: 'color 200ms' }}>
        {product.title}
      </Typography>
      <RatingLine rating={product.rating} />
      <Typography sx={{ mt: 'auto', fontSize: wide ? '1.2rem' : '1.05rem', fontWeight: 500, color: 'primary.main' }}>
        {formatPrice(product.price)}
      </Typography>
      {wide && (
        <Typography
          variant="body2"
          sx={{
            mt: 1.5,
            fontWeight: 500,
            letterSpacing: '0.06em',
            textDecoration: 'underline',
            textUnderlineOffset: 4,
          }}
        >
          Discover it
        </Typography>
      )}
    </Box>
  </Box>
);
