import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSessionStore } from '../stores/session';
import { AuthLayout } from '../components/auth-layout';
import { RegisterPanel } from '../components/register-panel';

export const RegisterRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (isLoggedIn) return <Navigate to={paths.panel.root.getHref()} replace />;

  return (
    <AuthLayout
      title="Online Registration Form"
      eyebrow="Join Aurelle"
      intro="Create your account in a minute: keep a cart, place orders and follow your purchases."
      panelHeading="Clean beauty, made personal."
    >
      <RegisterPanel />
    </AuthLayout>
  );
};
