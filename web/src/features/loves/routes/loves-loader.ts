import { signedInCustomer } from '@/features/auth/lib/signed-in-customer';
import { loaderResults } from '@/lib/route-data';
import { refreshLoves } from '../stores/loves';

/** /panel/loves: the customer's loves as they are now, into the store every heart reads too. */
export const lovesLoader = async () => {
  const userId = await signedInCustomer();
  return loaderResults({ loves: refreshLoves(userId) });
};
