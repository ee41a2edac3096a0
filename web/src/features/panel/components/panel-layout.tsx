import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { getInitialState } from '@/features/auth/api/initial-state';
import { applyInitialState } from '@/features/cart/lib/initial-state';
import { useCartStore } from '@/features/cart/stores/cart';
import { useSessionStore } from '@/features/auth/stores/session';
import { PanelNav } from './panel-nav';
import { RetryAlert } from './retry-alert';

/**
 * Opening the panel loads the user and the open cart again (GET /misc/initialize) into the stores; a cart
 * that changed while the answer was on its way (a quantity changed on the cart page) is newer and stays.
 */
const useRefreshOnOpen = () => {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const cartRevision = useCartStore.getState().revision;
    void getInitialState(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success && result.body) {
        applyInitialState(result.body, cartRevision);
        setError(null);
      } else setError(result.message);
    });
    return () => controller.abort();
  }, [attempt]);

  return { error, retry: () => setAttempt((count) => count + 1) };
};

/** The account screens: the screen beside the menu (the menu on the right on wide screens, above on phones). */
export const PanelLayout = ({ children }: { children: ReactNode }) => {
  const firstname = useSessionStore((state) => state.firstname);
  const { error, retry } = useRefreshOnOpen();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5, order: { xs: 0, md: 1 }, position: { md: 'sticky' }, top: { md: 96 } }}>
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ display: { xs: 'none', md: 'block' }, px: 1, lineHeight: 1.5 }}
          >
            {firstname ? `Hello, ${firstname}` : 'Your account'}
          </Typography>
          <PanelNav />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          {error && <RetryAlert message={error} onRetry={retry} retryLabel="Try Again" />}
          {children}
        </Box>
      </Box>
    </Container>
  );
};
