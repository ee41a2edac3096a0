import { Navigate, useParams, useRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/features/auth/stores/session';
import { AdminHome } from '../components/admin-home';
import { AdminLayout } from '../components/admin-layout';
import { ResourceCreate } from '../components/resource-create';
import { ResourceEdit } from '../components/resource-edit';
import { ResourceList } from '../components/resource-list';
import type { AdminViewResource, AnyAdminResource } from '../lib/resource';
import { resourcesFor } from '../resources';

/** A read-only resource's view screen for the record in the URL. */
const ResourceView = ({ resource }: { resource: AdminViewResource }) => {
  const id = useParams().id ?? '';
  const View = resource.view;
  return <View key={id} id={id} resource={resource} />;
};

/** Per resource: its list, and its create and edit screens or its view screen. */
const screensOf = (resource: AnyAdminResource) => [
  { index: true, element: <ResourceList key={resource.name} resource={resource} /> },
  ...(resource.view
    ? [{ path: resource.editPath, element: <ResourceView resource={resource} /> }]
    : [
        { path: 'new', element: <ResourceCreate resource={resource} /> },
        { path: resource.editPath, element: <ResourceEdit resource={resource} /> },
      ]),
];

/** The layout, its dashboard and every resource's screens. */
const AdminScreens = ({ resources }: { resources: AnyAdminResource[] }) =>
  useRoutes([
    {
      element: <AdminLayout resources={resources} />,
      children: [
        { index: true, element: <AdminHome /> },
        ...resources.map((resource) => ({
          path: resource.name,
          children: screensOf(resource),
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
