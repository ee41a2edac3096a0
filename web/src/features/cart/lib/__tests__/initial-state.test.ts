import type { CartItem, InitializeBody } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart';
import { applyInitialState } from '../initial-state';

const lipstick = (quantity: number): CartItem => ({
  _id: 'lipstick',
  title: 'Velvet Rose Lipstick',
  price: 28,
  quantity,
  totalPriceItem: 28 * quantity,
});

/** GET /misc/initialize as the server read it: the cart with the lipstick once. */
const answerWithOne: InitializeBody = {
  categories: [],
  user: null,
  cart: { _id: 'cart-1', userId: null as never, items: [lipstick(1)] },
};

describe('the startup answer and the cart the store holds', () => {
  it('keeps a cart that changed while the answer was on its way, and takes the answer otherwise', () => {
    useCartStore.getState().setCart({ items: [lipstick(1)], cartId: 'cart-1' });

    // The panel asks, then the increase's own answer arrives first: quantity 2 stays.
    const asked = useCartStore.getState().revision;
    useCartStore.getState().setCart({ items: [lipstick(2)], cartId: 'cart-1' });
    applyInitialState(answerWithOne, asked);
    expect(useCartStore.getState().shops).toEqual([lipstick(2)]);

    // Asked and answered with nothing in between: the answer is the cart.
    applyInitialState(answerWithOne, useCartStore.getState().revision);
    expect(useCartStore.getState().shops).toEqual([lipstick(1)]);
  });
});
