import { useApiQuery } from '@/hooks/use-api-query';
import { useSessionStore } from '@/features/auth/stores/session';
import { getOrders } from '../api/get-orders';

/** The signed-in customer's orders, newest first (fetched in the browser: account screens are not server-rendered). */
export const useOrders = () => {
  const userId = useSessionStore((state) => state.userId) ?? '';
  return useApiQuery(`orders:${userId}`, (signal) => getOrders(userId, signal));
};
