import { Navigate } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';

export const LoginRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (isLoggedIn) return <Navigate to={paths.panel.root.getHref()} replace />;
  return <PagePlaceholder title="Sign In" eyebrow="Your account" />;
};
