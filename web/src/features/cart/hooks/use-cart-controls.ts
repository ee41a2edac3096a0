import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CartActionResult } from '../lib/cart-actions';
import { addToCart, decreaseQuantity, increaseQuantity, removeFromCart } from '../lib/cart-actions';
import { findLine } from '../lib/cart-lines';
import { notify } from '@/lib/notify';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/features/cart/stores/cart';
import { useSessionStore } from '@/features/auth/stores/session';

/**
 * One cart line (a product's, or one shade's or size's: `lineId` is cartLineId(productId, variantId)) and
 * the calls that change it. A signed-out visitor who adds goes to
 * /login. A failed decrease shows the server message in a toast; other failures are silent.
 * The controls wait (busy) until the shop has initialized: before that the session and the cart on the
 * server are not known, and a change could be overwritten by the cart the startup loads.
 */
export const useCartControls = (lineId: string) => {
  const line = useCartStore((state) => findLine(state.shops, lineId));
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const initialized = useAppStore((state) => state.initialized);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (action: () => Promise<CartActionResult>): Promise<CartActionResult> => {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }, []);

  const add = useCallback(async () => {
    if (!isLoggedIn) {
      await navigate(paths.login.getHref());
      return;
    }
    await run(() => addToCart(lineId));
  }, [isLoggedIn, navigate, lineId, run]);

  const increase = useCallback(() => run(() => increaseQuantity(lineId)), [lineId, run]);

  const decrease = useCallback(async () => {
    const result = await run(() => decreaseQuantity(lineId));
    if (!result.success && !result.skipped) notify(result.message, 'error');
  }, [lineId, run]);

  const remove = useCallback(() => run(() => removeFromCart(lineId)), [lineId, run]);

  return { line, busy: busy || !initialized, add, increase, decrease, remove };
};
