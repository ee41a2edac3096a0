import { useEffect } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session';
import { loaderResults } from '@/lib/route-data';
import { AdminHome } from '../components/admin-home';
import { AdminLayout } from '../components/admin-layout';
import { selectIsMainAdmin } from '../lib/main-admin';
import { getDashboard } from '../orders/orders-api';
import { resourcesFor } from '../resources';
import { adminOnly, toDashboard } from './admin-access';
import { resourceScreens } from './resource-screens';

/**
 * The admin area's frame with the menu of the resources the admin may manage. The loaders turn a visitor
 * or customer away on arrival; a session that ends while a screen is open (a role taken away, an account
 * deleted) draws nothing, so the refused answer never shows, and runs the loaders again, which send the
 * visitor home.
 */
const AdminFrame = () => {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const isMainAdmin = useSessionStore(selectIsMainAdmin);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!isAdmin) void revalidate();
  }, [isAdmin, revalidate]);
  if (!isAdmin) return null;
  return <AdminLayout resources={resourcesFor(isMainAdmin)} />;
};

const dashboardLoader = async ({ request }: LoaderFunctionArgs) => {
  await adminOnly();
  return loaderResults({ dashboard: getDashboard(request.signal) });
};

/**
 * /admin/*, the route table's lazy routes (app/routes.tsx), all in this one chunk: the frame, the
 * dashboard, every resource's screens, and any other address, which opens the dashboard.
 */
export const adminScreens = {
  frame: { Component: AdminFrame },
  dashboard: {
    loader: dashboardLoader,
    Component: () => <AdminHome dashboard={useLoaderData<typeof dashboardLoader>().dashboard} />,
  },
  ...resourceScreens(resourcesFor),
  elsewhere: {
    loader: async () => {
      await adminOnly();
      throw toDashboard();
    },
  },
};

export type AdminScreen = keyof typeof adminScreens;
