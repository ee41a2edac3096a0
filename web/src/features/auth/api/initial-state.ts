import type { InitializeBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import type { ApiResult } from '@/lib/api-client';
import { apiClient } from '@/lib/api-client';
import { useAppStore } from '@/stores/app';
import { useCartStore } from '@/stores/cart';
import { useSessionStore } from '../stores/session';

export const getInitialState = (signal?: AbortSignal): Promise<ApiResult<InitializeBody>> =>
  apiClient.get<InitializeBody>(API_PATHS.initialize, { signal });

/** Fills the app (categories), session (user) and cart stores from GET /misc/initialize. */
export const applyInitialState = ({ categories, user, cart }: InitializeBody): void => {
  useSessionStore.getState().setUser(user);
  useCartStore.getState().setCart({ items: cart?.items ?? [], cartId: cart?._id ?? null });
  useAppStore.getState().completeInitialize(categories);
};
