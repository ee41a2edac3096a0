import type { PricedCart } from '@shop/contract';
import { startTransition, useEffect, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { useCartStore } from '@/features/cart/stores/cart';
import { getPricedCart } from '../api/get-priced-cart';
import { cartSignature } from '../lib/cart-signature';

interface Answer {
  signature: string;
  attempt: number;
  result: ApiResult<PricedCart>;
}

/**
 * The open cart priced by the server, asked for again whenever the cart changes (here, in another tab or
 * on another device) or `reload` is called. The last priced cart stays on screen while a new answer is
 * on its way; `current` says whether it prices the cart as it is now.
 */
export const usePricedCart = () => {
  const signature = useCartStore((state) => cartSignature(state.cartId, state.shops));
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [cart, setCart] = useState<PricedCart | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void getPricedCart(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      startTransition(() => {
        setAnswer({ signature, attempt, result });
        if (result.success && result.body) setCart(result.body);
      });
    });
    return () => controller.abort();
  }, [signature, attempt]);

  const current = answer?.signature === signature && answer.attempt === attempt;
  const error = answer && !answer.result.success ? answer.result.message : null;
  return { cart, current, error, reload: () => setAttempt((count) => count + 1) };
};
