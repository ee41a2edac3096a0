import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';
import { AuthLayout } from '../components/auth-layout';
import { LoginPanel } from '../components/login-panel';

export const LoginRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (isLoggedIn) return <Navigate to={paths.panel.root.getHref()} replace />;

  return (
    <AuthLayout
      title="Sign In"
      eyebrow="Welcome back"
      intro="Sign in with your username to see your cart, your orders and your profile."
      panelHeading="Your ritual, right where you left it."
    >
      <LoginPanel />
    </AuthLayout>
  );
};
