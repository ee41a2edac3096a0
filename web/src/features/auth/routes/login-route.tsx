import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '../stores/session';
import { AuthLayout } from '../components/auth-layout';
import { returnPathOf } from '../lib/return-path';
import { LoginPanel } from '../components/login-panel';

export const LoginRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [searchParams] = useSearchParams();
  // The panel, unless the visitor came from a page that sends them back (the skin analysis's result).
  const destination = returnPathOf(searchParams) ?? paths.panel.root.getHref();
  if (isLoggedIn) return <Navigate to={destination} replace />;

  return (
    <AuthLayout
      title="Sign In"
      eyebrow="Welcome back"
      intro="Sign in with your username to see your cart, your orders and your profile."
      panelHeading="Your ritual, right where you left it."
    >
      <LoginPanel destination={destination} />
    </AuthLayout>
  );
};
