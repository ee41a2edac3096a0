import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';
import { AdminHome } from '../components/admin-home';
import { AdminLayout } from '../components/admin-layout';
import { ResourceCreate } from '../components/resource-create';
import { ResourceEdit } from '../components/resource-edit';
import { ResourceList } from '../components/resource-list';
import { resourcesFor } from '../resources';

/**
 * /admin/*: the admin layout, its welcome screen and, per resource, its list, create and edit screens.
 * A visitor or customer goes home before anything of it shows (the API refuses them anyway).
 */
export const AdminRoute = () => {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const isMainAdmin = useSessionStore((state) => state.role === 'Main Admin');
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  const resources = resourcesFor(isMainAdmin);

  return (
    <Routes>
      <Route element={<AdminLayout resources={resources} />}>
        <Route index element={<AdminHome />} />
        {resources.map((resource) => (
          <Route key={resource.name} path={resource.name}>
            <Route index element={<ResourceList key={resource.name} resource={resource} />} />
            <Route path="new" element={<ResourceCreate resource={resource} />} />
            <Route path={resource.editPath} element={<ResourceEdit resource={resource} />} />
          </Route>
        ))}
        <Route path="*" element={<Navigate to={paths.admin.root.getHref()} replace />} />
      </Route>
    </Routes>
  );
};
