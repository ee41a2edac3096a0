import type { InitializeBody } from '@shop/contract';
import { useSessionStore } from '@/features/auth/stores/session';
import { receiveCategories } from '@/lib/categories';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '../stores/cart';

/**
 * Starts the shop from GET /misc/initialize: the session (user) and cart stores; its categories go to
 * the root loader, whose categories they are on a screen drawn without the server (panel, admin). It
 * lives in the cart feature, which builds on auth: auth never reaches into the cart.
 */
export const applyInitialState = ({ categories, user, cart }: InitializeBody): void => {
  receiveCategories(categories);
  useSessionStore.getState().setUser(user);
  useCartStore.getState().setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize();
};
