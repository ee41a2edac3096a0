import type { CartItem } from '@shop/contract';
import { CART_BADGE_CAP, STORAGE_KEYS } from '@shop/contract';
import { create } from 'zustand';
import { removeStorage, writeStorage } from '@/stores/storage';
import { onSessionEnd } from '@/features/auth/stores/session';

const isCartItem = (value: unknown): value is CartItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item._id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.price === 'number' &&
    typeof item.quantity === 'number' &&
    typeof item.totalPriceItem === 'number'
  );
};

/** The well-formed cart lines in a value read from outside (storage, a Firestore document). */
export const cartItemsFrom = (value: unknown): CartItem[] => (Array.isArray(value) ? value.filter(isCartItem) : []);

/** The cart lines stored under `shopping`; anything unreadable counts as an empty cart. */
export const parseStoredShops = (raw: string | null): CartItem[] => {
  if (!raw) return [];
  try {
    return cartItemsFrom(JSON.parse(raw));
  } catch {
    return [];
  }
};

/** The badge shows the number of cart lines, capped as "10+". */
export const cartBadgeLabel = (count: number): string =>
  count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);

export const cartLinkLabel = (count: number): string =>
  `Cart, ${cartBadgeLabel(count)} ${count === 1 ? 'item' : 'items'}`;

const persistShops = (shops: CartItem[]) => {
  if (shops.length) writeStorage(STORAGE_KEYS.shopping, JSON.stringify(shops));
  else removeStorage(STORAGE_KEYS.shopping);
};

interface CartState {
  shops: CartItem[];
  numOfShopping: number;
  cartId: string | null;
  /**
   * Counts every change of the lines or the cart's id: a cart read from the server that was asked for
   * before a change (a write's own answer, the listener, another tab) is older than what the store holds.
   */
  revision: number;
  setCart: (cart: { items: CartItem[]; cartId: string | null }) => void;
  setShops: (shops: CartItem[]) => void;
  /** Takes the lines another tab saved, without writing them back. */
  syncFromStorage: (raw: string | null) => void;
  clearCart: () => void;
}

export const useCartStore = create<CartState>()((set) => ({
  // Empty at first, as on the server: web/src/boot.tsx brings the stored cart in (restoreStoredCart).
  shops: [],
  numOfShopping: 0,
  cartId: null,
  revision: 0,
  setCart: ({ items, cartId }) => {
    persistShops(items);
    set(({ revision }) => ({ shops: items, numOfShopping: items.length, cartId, revision: revision + 1 }));
  },
  setShops: (shops) => {
    persistShops(shops);
    set(({ revision }) => ({ shops, numOfShopping: shops.length, revision: revision + 1 }));
  },
  syncFromStorage: (raw) => {
    const shops = parseStoredShops(raw);
    set(({ revision }) => ({ shops, numOfShopping: shops.length, revision: revision + 1 }));
  },
  clearCart: () => {
    removeStorage(STORAGE_KEYS.shopping);
    set(({ revision }) => ({ shops: [], numOfShopping: 0, cartId: null, revision: revision + 1 }));
  },
}));

// The cart is the signed-in customer's: it empties as their session ends (auth never reaches in here).
onSessionEnd(() => useCartStore.getState().clearCart());
