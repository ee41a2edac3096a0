import type { InitializeBody } from '@shop/contract';
import { useSessionStore } from '@/features/auth/stores/session';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '../stores/cart';

/**
 * Fills the app (categories), session (user) and cart stores from GET /misc/initialize. It lives in the
 * cart feature, which builds on auth: auth never reaches into the cart.
 */
export const applyInitialState = ({ categories, user, cart }: InitializeBody): void => {
  useSessionStore.getState().setUser(user);
  useCartStore.getState().setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize(categories);
};
