import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { defaultVariant, variantLabel, type Love } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { ProductImage } from '@/components/product-card/product-image';
import { paths } from '@/config/paths';
import { CartControls, StockText } from '@/features/cart/components/cart-controls';
import { useSessionStore } from '@/features/auth/stores/session';
import { useLoaderResult } from '@/lib/route-data';
import { formatPrice } from '@/utils/format';
import { titleWithVariant } from '@/utils/title-with-variant';
import type { lovesLoader } from '../routes/loves-loader';
import { removeLove, useLovesStore } from '../stores/loves';

/** "Remove Rosehip Serum from your Loves": the row's remove button's name. */
const removeLoveLabel = (title: string): string => `Remove ${title} from your Loves`;

/**
 * One loved product as it is now: picture, title, price, stock, and Add to Cart. A product in shades
 * or sizes shows and adds its default one (named under the title, at its price and stock); its title
 * leads to the page on that one, to choose another.
 */
const LoveRow = ({ love }: { love: Love }) => {
  const { product } = love;
  const variant = defaultVariant(product);
  const writing = useLovesStore((state) => state.writing.has(love.productId));
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '88px minmax(0, 1fr)', sm: '96px minmax(0, 1fr) auto' },
        gridTemplateAreas: { xs: '"image text" "actions actions"', sm: '"image text actions"' },
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ProductImage src={variant?.image ?? product.image} alt="" sx={{ gridArea: 'image', borderRadius: 3 }} />
      <Box sx={{ gridArea: 'text', display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.product.getHref(product._id, variant?._id)}
          sx={{ fontWeight: 500, fontSize: '1.05rem' }}
        >
          {product.title}
        </Link>
        {variant && (
          <Typography variant="body2" color="text.secondary">
            {variantLabel(variant)}
          </Typography>
        )}
        <Typography sx={{ fontWeight: 500, color: 'primary.main' }}>
          {formatPrice(variant?.price ?? product.price)}
        </Typography>
        <StockText stock={variant ? variant.stock : product.stock} />
      </Box>
      <Box
        sx={{
          gridArea: 'actions',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: { xs: 'stretch', sm: 'flex-end' },
          '& > *': { flex: { xs: 1, sm: 'none' } },
        }}
      >
        <CartControls
          productId={product._id}
          variantId={variant?._id}
          title={titleWithVariant(product.title, variant?.name)}
          stock={variant ? variant.stock : product.stock}
          sx={{ minWidth: 160 }}
        />
        <Button
          variant="outlined"
          color="inherit"
          disabled={writing}
          onClick={() => void removeLove(love.productId)}
          aria-label={removeLoveLabel(product.title)}
        >
          Remove
        </Button>
      </Box>
    </Box>
  );
};

/** What an empty list and a failed load show: the panel's own (features/panel/lib/loves-slot.ts). */
export interface LovesListProps {
  empty: ReactNode;
  renderError: (message: string, retry: () => void) => ReactNode;
}

/**
 * The signed-in customer's loves, newest first, from the same store as the hearts: the route's loader
 * asks for them again, and loves already kept show at once. A failed load offers the router's retry.
 */
const LovesList = ({ empty, renderError }: LovesListProps) => {
  const { state, retry } = useLoaderResult(useLoaderData<typeof lovesLoader>().loves);
  const userId = useSessionStore((state) => state.userId);
  const ready = useLovesStore((state) => state.status === 'ready' && state.userId === userId);
  const loves = useLovesStore((state) => state.loves);

  if (!ready && state.status === 'error') return renderError(state.message, retry);
  if (!ready) {
    return (
      <Box role="status" aria-label="Loading your Loves" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={128} />
        <Skeleton variant="rounded" height={128} />
      </Box>
    );
  }
  if (!loves.length) return empty;
  return (
    <Box component="ul" aria-label="Your Loves" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {loves.map((love) => (
        <LoveRow key={love.productId} love={love} />
      ))}
    </Box>
  );
};

export default LovesList;
