import { Navigate } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';

export const AdminRoute = () => {
  const isAdmin = useSessionStore((state) => state.isAdmin);
  if (!isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <PagePlaceholder title="Admin Panel" eyebrow="Managing" />;
};
