import type { Cart, CartItem } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api-client';
import { MemoryStorage } from '@/stores/__tests__/memory-storage';

const api = vi.hoisted(() => ({
  postCartItem: vi.fn(),
  putCartQuantity: vi.fn(),
  getOpenCart: vi.fn(),
}));
vi.mock('../../api/cart-api', () => api);

const line = (id: string, quantity: number, price = 20): CartItem => ({
  _id: id,
  title: `Product ${id}`,
  price,
  quantity,
  totalPriceItem: price * quantity,
});

const cart = (items: CartItem[], id = 'cart-1'): Cart => ({ _id: id, userId: 'u1', items });

const answer = (body: Cart): ApiResult<Cart> => ({ success: true, message: 'ok', body, status: 200 });
const failure = (message: string, status = 500): ApiResult<Cart> => ({ success: false, message, status });

const load = async () => {
  const actions = await import('../cart-actions');
  const { useCartStore } = await import('@/features/cart/stores/cart');
  return { ...actions, useCartStore };
};

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  api.postCartItem.mockReset();
  api.putCartQuantity.mockReset();
  api.getOpenCart.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addToCart', () => {
  it('should take the cart the server answers, with its id', async () => {
    const { addToCart, useCartStore } = await load();
    api.postCartItem.mockResolvedValue(answer(cart([line('a', 1)])));

    const result = await addToCart('a');

    expect(api.postCartItem).toHaveBeenCalledWith('a', null);
    expect(result).toEqual({ success: true, message: 'ok' });
    expect(useCartStore.getState()).toMatchObject({ shops: [line('a', 1)], numOfShopping: 1, cartId: 'cart-1' });
  });

  it('should leave the cart alone when the server refuses', async () => {
    const { addToCart, useCartStore } = await load();
    api.postCartItem.mockResolvedValue(failure('Product not found', 404));

    const result = await addToCart('a');

    expect(result).toEqual({ success: false, message: 'Product not found' });
    expect(useCartStore.getState().shops).toEqual([]);
  });

  it('should send nothing for a product whose call is still in flight', async () => {
    const { addToCart } = await load();
    let release: (value: ApiResult<Cart>) => void = () => undefined;
    api.postCartItem.mockReturnValue(new Promise((resolve) => (release = resolve)));

    const first = addToCart('a');
    const second = await addToCart('a');
    release(answer(cart([line('a', 1)])));
    await first;

    expect(second).toMatchObject({ skipped: true });
    expect(api.postCartItem).toHaveBeenCalledTimes(1);
  });

  it('should add a shade as its own line: the product and the variant from the line id', async () => {
    const { addToCart, useCartStore } = await load();
    const ruby = { ...line('lip~ruby', 1), productId: 'lip', variantId: 'ruby', variantName: 'Ruby' };
    const plum = { ...line('lip~plum', 1), productId: 'lip', variantId: 'plum', variantName: 'Plum' };
    api.postCartItem.mockResolvedValueOnce(answer(cart([ruby])));
    api.postCartItem.mockResolvedValueOnce(answer(cart([ruby, plum])));

    await addToCart('lip~ruby');
    // Another shade of the same product is another line: not refused as a call still in flight.
    await addToCart('lip~plum');

    expect(api.postCartItem.mock.calls).toEqual([
      ['lip', 'ruby'],
      ['lip', 'plum'],
    ]);
    expect(useCartStore.getState().shops).toEqual([ruby, plum]);
  });
});

describe('quantity changes', () => {
  const start = async (items: CartItem[], cartId: string | null = 'cart-1') => {
    const loaded = await load();
    loaded.useCartStore.getState().setCart({ items, cartId });
    return loaded;
  };

  it('should ask for one more on plus and take the server cart', async () => {
    const { increaseQuantity, useCartStore } = await start([line('a', 1), line('b', 2)]);
    api.putCartQuantity.mockResolvedValue(answer(cart([line('a', 2), line('b', 2)])));

    await increaseQuantity('a');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-1', 'a', 2);
    expect(useCartStore.getState().shops).toEqual([line('a', 2), line('b', 2)]);
  });

  it("should change a shade's line by its id, leaving the product's other shades alone", async () => {
    const { decreaseQuantity, useCartStore } = await start([line('lip~ruby', 2), line('lip~plum', 1)]);
    api.putCartQuantity.mockResolvedValue(answer(cart([line('lip~ruby', 1), line('lip~plum', 1)])));

    await decreaseQuantity('lip~ruby');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-1', 'lip~ruby', 1);
    expect(useCartStore.getState().shops).toEqual([line('lip~ruby', 1), line('lip~plum', 1)]);
  });

  it('should send the line’s own id for controls that name the product of a shade line', async () => {
    const ruby = { ...line('lip~ruby', 1), productId: 'lip', variantId: 'ruby' };
    const { increaseQuantity } = await start([ruby]);
    api.putCartQuantity.mockResolvedValue(answer(cart([{ ...ruby, quantity: 2, totalPriceItem: 40 }])));

    await increaseQuantity('lip');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-1', 'lip~ruby', 2);
  });

  it('should ask for one less on minus, and 0 at 1, which removes the line', async () => {
    const { decreaseQuantity, useCartStore } = await start([line('a', 1), line('b', 2)]);
    api.putCartQuantity.mockResolvedValue(answer(cart([line('b', 2)])));

    await decreaseQuantity('a');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-1', 'a', 0);
    expect(useCartStore.getState()).toMatchObject({ shops: [line('b', 2)], numOfShopping: 1 });
  });

  it('should send 0 on trash and drop the line after the server agrees', async () => {
    const { removeFromCart, useCartStore } = await start([line('a', 5)]);
    api.putCartQuantity.mockResolvedValue(answer(cart([])));

    await removeFromCart('a');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-1', 'a', 0);
    expect(useCartStore.getState()).toMatchObject({ shops: [], numOfShopping: 0, cartId: 'cart-1' });
  });

  it('should keep the lines and pass the server message on when a change fails', async () => {
    const { decreaseQuantity, useCartStore } = await start([line('a', 2)]);
    api.putCartQuantity.mockResolvedValue(failure('This cart has already been ordered', 409));

    const result = await decreaseQuantity('a');

    expect(result).toEqual({ success: false, message: 'This cart has already been ordered' });
    expect(useCartStore.getState().shops).toEqual([line('a', 2)]);
  });

  it('should apply the change to the lines itself when the server answers without a cart', async () => {
    const { increaseQuantity, useCartStore } = await start([line('a', 1, 30)]);
    api.putCartQuantity.mockResolvedValue({ success: true, message: 'ok', status: 200 });

    await increaseQuantity('a');

    expect(useCartStore.getState().shops).toEqual([line('a', 2, 30)]);
  });

  it('should find the open cart on the server when the store has no cart id', async () => {
    const { decreaseQuantity, useCartStore } = await start([line('a', 2)], null);
    api.getOpenCart.mockResolvedValue(cart([line('a', 2)], 'cart-9'));
    api.putCartQuantity.mockResolvedValue(answer(cart([line('a', 1)], 'cart-9')));

    await decreaseQuantity('a');

    expect(api.putCartQuantity).toHaveBeenCalledWith('cart-9', 'a', 1);
    expect(useCartStore.getState()).toMatchObject({ shops: [line('a', 1)], cartId: 'cart-9' });
  });

  it('should add instead on plus when the server has no open cart', async () => {
    const { increaseQuantity, useCartStore } = await start([line('a', 1)], null);
    api.getOpenCart.mockResolvedValue(null);
    api.postCartItem.mockResolvedValue(answer(cart([line('a', 1)], 'cart-2')));

    await increaseQuantity('a');

    expect(api.postCartItem).toHaveBeenCalledWith('a', null);
    expect(useCartStore.getState().cartId).toBe('cart-2');
  });

  it('should send nothing for a product that is not in the cart', async () => {
    const { decreaseQuantity } = await start([line('a', 1)]);

    expect(await decreaseQuantity('z')).toMatchObject({ skipped: true });
    expect(api.putCartQuantity).not.toHaveBeenCalled();
  });
});
