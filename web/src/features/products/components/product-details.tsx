import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Product } from '@shop/contract';
import { isSoldOut, variantsOnSale } from '@shop/contract';
import { createElement, useContext, useMemo, type ReactNode } from 'react';
import { CartControls, StockText } from '@/features/cart/components/cart-controls';
import { ProductImage } from '@/components/product-card/product-image';
import { formatPrice } from '@/utils/format';
import { ProductFactsPanel } from './product-facts-panel';
import { ProductPromises } from './product-promises';
import { ProductRatingSummary } from './product-rating-summary';
import { VariantPicker } from './variant-picker';
import { useChosenVariant } from '../hooks/use-chosen-variant';
import { LoveSlot } from '@/components/product-card/love-slot';
import { titleWithVariant } from '@/utils/title-with-variant';

/** The heart beside the title: a larger target, level with the title's first line. */
const heartSx = { flexShrink: 0, mt: 0.5, p: 1.25 } as const;

/** Renders what a sold-out product or shade offers instead of a dead button (the app composes it in). */
export type StockAlertSlot = (productId: string, variantId: string | undefined) => ReactNode;

/**
 * The product, and for one with shades or sizes the chosen one (`?variant=`, else its default): its
 * price, stock line, picture and Add to Cart follow the choice.
 */
export const ProductDetails = ({
  product,
  renderStockAlert,
}: {
  product: Product;
  renderStockAlert?: StockAlertSlot;
}) => {
  const { variant, choose } = useChosenVariant(product);
  const onSale = useMemo(() => variantsOnSale(product), [product]);
  const price = variant?.price ?? product.price;
  const stock = variant ? variant.stock : product.stock;
  // The heart comes from the app layer, made once: the same component on every render.
  const Love = useContext(LoveSlot);
  return (
    <Box
      component="article"
      aria-labelledby="product-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.05fr) minmax(0, 1fr)' },
        gap: { xs: 4, md: 7, lg: 9 },
        alignItems: 'start',
      }}
    >
      <ProductImage
        src={variant?.image ?? product.image}
        alt={titleWithVariant(product.title, variant?.name)}
        eager
        sx={{ borderRadius: { xs: '20px', md: '28px' }, border: 1, borderColor: 'divider' }}
      />
      <Box sx={{ display: 'grid', gap: 2.5, py: { md: 3 } }}>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {product.category?.title && (
            <Typography variant="overline" color="primary">
              {product.category.title}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
            <Typography id="product-title" variant="h2" component="h1">
              {product.title}
            </Typography>
            {Love && createElement(Love, { productId: product._id, title: product.title, sx: heartSx })}
          </Box>
          {product.rating && <ProductRatingSummary rating={product.rating} />}
        </Box>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 500, lineHeight: 1.2, color: 'primary.main' }}>
          {formatPrice(price)}
        </Typography>
        {variant && <VariantPicker variants={onSale} chosen={variant} onChoose={choose} />}
        <StockText stock={stock} />
        <Divider />
        <Box>
          <Typography component="h2" variant="overline" color="text.secondary">
            Description
          </Typography>
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem' }}>
            {product.description}
          </Typography>
        </Box>
        <CartControls
          productId={product._id}
          variantId={variant?._id}
          title={titleWithVariant(product.title, variant?.name)}
          stock={stock}
          size="large"
          sx={{ maxWidth: 400, mt: 1 }}
        />
        {isSoldOut(stock) && renderStockAlert?.(product._id, variant?._id)}
        <ProductFactsPanel product={product} />
        <ProductPromises />
      </Box>
    </Box>
  );
};
