import type { InitializeBody } from '@shop/contract';
import { useSessionStore } from '@/features/auth/stores/session';
import { receiveCategories } from '@/lib/categories';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '../stores/cart';

/**
 * Starts the shop from GET /misc/initialize: the session (user) and cart stores; its categories go to
 * the root loader, whose categories they are on a screen drawn without the server (panel, admin). Given
 * the cart store's revision when the request left, a cart that changed since is kept as it is. It
 * lives in the cart feature, which builds on auth: auth never reaches into the cart.
 */
export const applyInitialState = ({ categories, user, cart }: InitializeBody, cartRevision?: number): void => {
  receiveCategories(categories);
  useSessionStore.getState().setUser(user);
  // Asked for before the cart last changed here (an increase answered meanwhile): the store's is newer.
  const store = useCartStore.getState();
  if (cartRevision === undefined || store.revision === cartRevision)
    store.setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize();
};
