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

/**
 * Starts the shop from GET /misc/initialize: the session (user) and cart stores; its categories go to
 * the root loader, whose categories they are on a screen drawn without the server (panel, admin).
 */
export const applyInitialState = ({ categories, user, cart }: InitializeBody): void => {
  receiveCategories(categories);
  useSessionStore.getState().setUser(user);
  useCartStore.getState().setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize();
};
