import { replace } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/features/auth/stores/session';
import { afterStartup } from '@/lib/route-data';
import { selectIsMainAdmin } from '../lib/main-admin';

/**
 * The start of every admin screen's loader: once the shop has started (the session is known), a visitor
 * or customer goes home before anything of the admin area is asked for or drawn. The redirect replaces
 * the address, so Back does not return to a screen that would send them away again.
 */
export const adminOnly = async (): Promise<{ isMainAdmin: boolean }> => {
  await afterStartup();
  const session = useSessionStore.getState();
  if (!session.isAdmin) throw replace(paths.home.getHref());
  return { isMainAdmin: selectIsMainAdmin(session) };
};

/** An address under /admin that is no screen of the signed-in admin opens the dashboard instead. */
export const toDashboard = (): Response => replace(paths.admin.root.getHref());
