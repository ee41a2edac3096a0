import type { InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import { receiveCategories } from '@/lib/categories';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '../stores/session';

export const getInitialState = (signal?: AbortSignal): Promise<ApiResult<InitializeBody>> =>
  apiClient.get<InitializeBody>(API_PATHS.initialize, { signal });

/** Fills the session (user) and cart stores and marks the shop started. */
const startWith = ({ user, cart }: Pick<InitializeBody, 'user' | 'cart'>): void => {
  useSessionStore.getState().setUser(user);
  useCartStore.getState().setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize();
};

/**
 * Starts the shop from GET /misc/initialize; its categories go to the root loader, whose categories they
 * are on a screen drawn without the server (panel, admin).
 */
export const applyInitialState = ({ categories, ...session }: InitializeBody): void => {
  receiveCategories(categories);
  startWith(session);
};

/** Starts the shop for a visitor on a page the server drew: it came with all the answer would hold. */
export const startAsVisitor = (): void => startWith({ user: null, cart: null });
