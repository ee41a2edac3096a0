import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { SiteFooter } from '@/features/layout-shell/components/site-footer';
import { SiteHeader } from '@/features/layout-shell/components/site-header';
import { useCartStorageSync } from '@/hooks/use-cart-storage-sync';

export const RootLayout = () => {
  const navigation = useNavigation();
  useCartStorageSync();

  return (
    <>
      <SkipLink />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 2 }}
        />
      )}
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </Box>
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
      <ScrollRestoration />
    </>
  );
};
