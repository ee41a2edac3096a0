import type { CartItem } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/stores/__tests__/memory-storage';

const line = (n: number): CartItem => ({
  _id: `p${n}`,
  title: `Product ${n}`,
  price: 20,
  quantity: 2,
  totalPriceItem: 40,
});

let localStorage: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  localStorage = new MemoryStorage();
  vi.stubGlobal('localStorage', localStorage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart badge', () => {
  it('should show the count up to 10 and "10+" above it', async () => {
    const { cartBadgeLabel } = await import('../cart');
    expect(cartBadgeLabel(0)).toBe('0');
    expect(cartBadgeLabel(3)).toBe('3');
    expect(cartBadgeLabel(10)).toBe('10');
    expect(cartBadgeLabel(11)).toBe('10+');
    expect(cartBadgeLabel(250)).toBe('10+');
  });

  it('should name the cart link with the count', async () => {
    const { cartLinkLabel } = await import('../cart');
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(3)).toBe('Cart, 3 items');
    expect(cartLinkLabel(12)).toBe('Cart, 10+ items');
  });
});

describe('useCartStore', () => {
  it('should count cart lines, not quantities', async () => {
    const { useCartStore } = await import('../cart');
    useCartStore.getState().setCart({ items: [line(1), line(2), line(3)], cartId: 'cart-1' });
    expect(useCartStore.getState()).toMatchObject({ numOfShopping: 3, cartId: 'cart-1' });
  });

  it('should mirror the lines under "shopping" and remove the key when empty', async () => {
    const { useCartStore } = await import('../cart');
    useCartStore.getState().setCart({ items: [line(1)], cartId: 'cart-1' });
    expect(JSON.parse(localStorage.getItem('shopping') ?? 'null')).toEqual([line(1)]);
    useCartStore.getState().setShops([]);
    expect(localStorage.getItem('shopping')).toBeNull();
  });

  it('should start empty, as the server renders it, and take the stored lines when the page restores them', async () => {
    localStorage.setItem('shopping', JSON.stringify([line(1), line(2)]));
    const { useCartStore } = await import('../cart');
    expect(useCartStore.getState().shops).toEqual([]);
    useCartStore.getState().syncFromStorage(localStorage.getItem('shopping'));
    expect(useCartStore.getState().shops).toEqual([line(1), line(2)]);
    expect(useCartStore.getState().numOfShopping).toBe(2);
  });

  it('should treat an unreadable stored cart as empty', async () => {
    localStorage.setItem('shopping', '{not json');
    const { parseStoredShops, useCartStore } = await import('../cart');
    expect(useCartStore.getState().shops).toEqual([]);
    expect(parseStoredShops(JSON.stringify({ items: [] }))).toEqual([]);
    expect(parseStoredShops(JSON.stringify([line(1), { title: 'no id' }]))).toEqual([line(1)]);
  });

  it('should empty the cart, its id and its stored copy', async () => {
    const { useCartStore } = await import('../cart');
    useCartStore.getState().setCart({ items: [line(1)], cartId: 'cart-1' });
    useCartStore.getState().clearCart();
    expect(useCartStore.getState()).toMatchObject({ shops: [], numOfShopping: 0, cartId: null });
    expect(localStorage.getItem('shopping')).toBeNull();
  });

  it('should follow another tab without writing back', async () => {
    const { useCartStore } = await import('../cart');
    useCartStore.getState().syncFromStorage(JSON.stringify([line(1), line(2)]));
    expect(useCartStore.getState().numOfShopping).toBe(2);
    expect(localStorage.getItem('shopping')).toBeNull();
    useCartStore.getState().syncFromStorage(null);
    expect(useCartStore.getState().numOfShopping).toBe(0);
  });
});
