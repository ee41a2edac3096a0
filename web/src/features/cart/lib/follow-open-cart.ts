import type { DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@shop/contract';
import { cartItemsFrom, useCartStore } from '@/features/cart/stores/cart';
import { collection, firestore, limit, query, where } from '@/lib/firestore';

/** The signed-in user's open cart (the rules let the owner read it); at most one exists. */
export const openCartQuery = (uid: string) =>
  query(collection(firestore, COLLECTIONS.carts), where('userId', '==', uid), where('status', '==', 'open'), limit(1));

/**
 * Takes the open cart the listener saw (none: an empty cart) into the cart store, which keeps `shopping`
 * and so the other tabs in step. Nothing happens when the store already holds exactly that cart.
 */
export const followOpenCart = (docs: readonly DocumentData[]): void => {
  const doc = docs[0];
  const items = cartItemsFrom(doc?.items);
  const cartId = typeof doc?._id === 'string' ? doc._id : null;
  const state = useCartStore.getState();
  if (state.cartId === cartId && JSON.stringify(state.shops) === JSON.stringify(items)) return;
  state.setCart({ items, cartId });
};
