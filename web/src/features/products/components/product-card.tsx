import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasPriceRange, variantsOnSale } from '@shop/contract';
import { createElement, useContext, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CartControls, StockText } from '@/features/cart/components/cart-controls';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format';
import { FreeFromBadges } from '@/components/product-facts/free-from-badges';
import { ProductImage } from '@/components/product-card/product-image';
import { RatingLine } from '@/components/product-card/rating-line';
import type { ProductCardProduct } from '../lib/card-product';
import { chosenVariant } from '../lib/chosen-variant';
import { CardVariants } from './card-variants';
import { LoveSlot } from '@/components/product-card/love-slot';
import { titleWithVariant } from '@/utils/title-with-variant';

/** The heart over the picture's corner, above the title's link. */
const heartSx = { position: 'absolute', top: { xs: 8, sm: 12 }, right: { xs: 8, sm: 12 }, zIndex: 2 } as const;

interface ProductCardProps {
  product: ProductCardProduct;
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
}

/**
 * Picture, title and price lead to the product page (the title's link covers the card); the cart
 * controls sit above that link. Side by side on phones, stacked from 600 px. A product in shades or
 * sizes says so ("6 shades", "30 ml · 50 ml", "from $22"); its controls add the shade the search found,
 * else the default one, and its link opens the page on that shade.
 */
export const ProductCard = ({ product, headingLevel = 'h2', eagerImage = false }: ProductCardProps) => {
  const titleId = useId();
  const variants = variantsOnSale(product);
  const matched = product.matchedVariantId ?? null;
  const variant = variants.length ? chosenVariant(product, matched) : undefined;
  const linkedVariant = variant && variant._id === matched ? matched : null;
  // The heart comes from the app layer, made once: the same component on every render.
  const Love = useContext(LoveSlot);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '112px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
        gridTemplateRows: { xs: '1fr auto', sm: 'auto 1fr auto' },
        gridTemplateAreas: { xs: '"image text" "image controls"', sm: '"image" "text" "controls"' },
        columnGap: 2,
        p: { xs: 1.5, sm: 0 },
        borderRadius: '20px',
        overflow: 'hidden',
        transition: theme.transitions.create(['box-shadow', 'transform', 'border-color']),
        '& .product-image': { transition: theme.transitions.create('transform', { duration: 600 }) },
        '&:hover': {
          borderColor: 'transparent',
          boxShadow: '0 24px 48px -28px rgba(66, 34, 29, 0.45)',
          transform: 'translateY(-3px)',
          '& .product-image': { transform: 'scale(1.04)' },
        },
        '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        ...theme.applyStyles('dark', { '&:hover': { borderColor: (theme.vars ?? theme).palette.divider } }),
      })}
    >
      <ProductImage
        src={product.image}
        alt=""
        eager={eagerImage}
        sx={{ gridArea: 'image', alignSelf: 'start', borderRadius: { xs: '14px', sm: 0 } }}
      />
      <Box
        sx={{
          gridArea: 'text',
          px: { xs: 0, sm: 2.5 },
          pt: { xs: 0.25, sm: 2.25 },
          pb: 1.5,
          pr: { xs: Love ? 6 : 0, sm: 2.5 },
          display: 'grid',
          gap: { xs: 0.25, sm: 0.75 },
          alignContent: 'start',
        }}
      >
        {product.category && (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, fontSize: '0.68rem' }}>
            {product.category.title}
          </Typography>
        )}
        <Typography
          component={headingLevel}
          variant="h6"
          id={titleId}
          sx={{ fontSize: { xs: '1.02rem', sm: '1.12rem' }, lineHeight: 1.3 }}
        >
          <Link
            component={RouterLink}
            to={paths.product.getHref(product._id, linkedVariant)}
            underline="none"
            color="inherit"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {product.title}
          </Link>
        </Typography>
        <Typography sx={{ fontWeight: 500, fontSize: '1.05rem', color: 'primary.main' }}>
          {hasPriceRange(product) ? `from ${formatPrice(product.price)}` : formatPrice(product.price)}
        </Typography>
        {variants.length > 0 && <CardVariants variants={variants} />}
        <RatingLine rating={product.rating} />
        <StockText stock={product.stock} />
        {product.freeFrom && <FreeFromBadges freeFrom={product.freeFrom} max={2} sx={{ mt: 0.5 }} />}
      </Box>
      {Love && createElement(Love, { productId: product._id, title: product.title, sx: heartSx })}
      <Box
        sx={{
          gridArea: 'controls',
          alignSelf: 'end',
          px: { xs: 0, sm: 2.5 },
          pb: { xs: 0, sm: 2.5 },
          position: 'relative',
          zIndex: 2,
        }}
      >
        <CartControls
          productId={product._id}
          variantId={variant?._id}
          title={titleWithVariant(product.title, variant?.name)}
          stock={variant ? variant.stock : product.stock}
        />
      </Box>
    </Card>
  );
};
