import { Navigate, useRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';
import { AdminHome } from '../components/admin-home';
import { AdminLayout } from '../components/admin-layout';
import { ResourceCreate } from '../components/resource-create';
import { ResourceEdit } from '../components/resource-edit';
import { ResourceList } from '../components/resource-list';
import type { AdminResource } from '../lib/resource';
import { resourcesFor } from '../resources';

/** The layout, its welcome screen and, per resource, its list, create and edit screens. */
const AdminScreens = ({ resources }: { resources: AdminResource[] }) =>
  useRoutes([
    {
      element: <AdminLayout resources={resources} />,
      children: [
        { index: true, element: <AdminHome /> },
        ...resources.map((resource) => ({
          path: resource.name,
          children: [
            { index: true, element: <ResourceList key={resource.name} resource={resource} /> },
            { path: 'new', element: <ResourceCreate resource={resource} /> },
            { path: resource.editPath, element: <ResourceEdit resource={resource} /> },
          ],
        })),
        { path: '*', element: <Navigate to={paths.admin.root.getHref()} replace /> },
      ],
    },
  ]);

/**
 * /admin/*: the admin area for admins. A visitor or customer goes home before anything of it shows
 * (the API refuses them anyway).
 */
export const AdminRoute = () => {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const isMainAdmin = useSessionStore((state) => state.role === 'Main Admin');
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <AdminScreens resources={resourcesFor(isMainAdmin)} />;
};
