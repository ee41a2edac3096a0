import { Navigate, useParams } from 'react-router-dom';
import { PagePlaceholder } from '@/components/page-placeholder';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session';

const titles: Record<string, string> = {
  '': 'Dashboard',
  profile: 'Profile',
  cart: 'Shopping Cart',
  purchases: 'Purchases',
  confirmOrder: 'Order confirmation',
};

export const PanelRoute = () => {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const section = (useParams()['*'] ?? '').split('/')[0] ?? '';
  if (!isLoggedIn) return <Navigate to={paths.login.getHref()} replace />;
  return <PagePlaceholder title={titles[section] ?? 'Dashboard'} eyebrow="Your account" />;
};
