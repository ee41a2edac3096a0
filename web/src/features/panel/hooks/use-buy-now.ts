import type { PricedCart } from '@shop/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { placeOrder } from '../api/place-order';

/**
 * Buys the priced cart for the total the page shows. One call at a time (a double click sends one); the
 * server makes one order per cart whatever arrives; the confirmation loads the order. A refusal keeps the cart and shows the server's
 * message; a 409 (a price moved, a product is gone) also asks for the new figures.
 */
export const useBuyNow = (cart: PricedCart | null, onConflict: () => void) => {
  const navigate = useNavigate();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const buy = async () => {
    const cartId = cart?._id;
    if (!cart || !cartId || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    const result = await placeOrder(cartId, cart.totalPrice);
    if (result.success) {
      await navigate(paths.panel.confirmOrder.getHref(cartId));
      return;
    }
    sending.current = false;
    setBusy(false);
    setError(result.message);
    if (result.status === 409) onConflict();
  };

  return { buy, busy, error };
};
