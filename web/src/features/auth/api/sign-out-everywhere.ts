import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** POST /auth/sign-out-everywhere: ends every session of the signed-in account, this device's too. */
export const signOutEverywhere = () => apiClient.post<null>(API_PATHS.signOutEverywhere);
