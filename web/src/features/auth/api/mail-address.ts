import { API_PATHS, type MailAddressBody, type OwnProfile } from '@shop/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/users/{id} of the signed-in user: their profile with their address and its state. */
export const getOwnProfile = (userId: string) => apiClient.get<OwnProfile>(API_PATHS.user(userId));

/** POST /auth/email: the account's new address, sent a confirmation link. */
export const changeEmail = (email: string) => apiClient.post<MailAddressBody>(API_PATHS.email, { email });

/** POST /auth/confirm-email: confirms the address a confirmation link's token names. */
export const confirmEmail = (token: string) => apiClient.post<MailAddressBody>(API_PATHS.confirmEmail, { token });
