import { replace } from 'react-router-dom';
import { paths } from '@/config/paths';
import { afterStartup } from '@/lib/route-data';
import { useSessionStore } from '../stores/session';

/**
 * For the loaders of the customer's screens: waits until the shop has started (the session is known),
 * then gives the signed-in customer's id. A visitor is sent to /login instead, and a customer who just
 * pressed Sign Out on one of these screens home (the address replaces the screen's in the history).
 */
export const signedInCustomer = async (): Promise<string> => {
  await afterStartup();
  const { userId, signingOut } = useSessionStore.getState();
  if (!userId) throw replace(signingOut ? paths.home.getHref() : paths.login.getHref());
  return userId;
};
