import { API_PATHS, type Love, type LoveRemoved } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/loves: the caller's loves, newest first, each with its product now. */
export const getLoves = () => apiClient.get<Love[]>(API_PATHS.loves);

/** PUT /api/loves/{productId}: loves it (the same love when it already was). */
export const putLove = (productId: string) => apiClient.put<Love>(API_PATHS.love(productId));

/** DELETE /api/loves/{productId}: no longer loves it. */
export const deleteLove = (productId: string) => apiClient.delete<LoveRemoved>(API_PATHS.love(productId));
