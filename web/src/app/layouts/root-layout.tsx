import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { HydrateSeparately } from '@/components/hydrate-separately';
import { NavigationProgress } from '@/components/navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { SiteFooter } from '@/features/layout-shell/components/site-footer';
import { SiteHeader } from '@/features/layout-shell/components/site-header';
import { LazyHeaderSearch } from '@/features/search/components/lazy-header-search';
import { useCartStorageSync } from '@/features/cart/hooks/use-cart-storage-sync';
import { LoveSlot } from '@/components/product-card/love-slot';
import { lazyPart } from '@/lib/lazy-part';

/** The loves feature's heart on the products feature's cards and page: loaded as they hydrate. */
const LoveHeart = lazyPart(() => import('@/features/loves/components/love-heart'));

export const RootLayout = () => {
  const navigation = useNavigation();
  useCartStorageSync();

  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' && <NavigationProgress />}
      <SiteHeader search={<LazyHeaderSearch />} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrateSeparately>
          <LoveSlot value={LoveHeart}>
            <Outlet />
          </LoveSlot>
        </HydrateSeparately>
      </Box>
      <HydrateSeparately>
        <SiteFooter />
      </HydrateSeparately>
      <ScrollRestoration />
    </>
  );
};
