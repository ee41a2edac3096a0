import { Outlet } from 'react-router-dom';
import { useAppStore } from '@/stores/app';
import { StartupLoading } from '@/components/startup-screen';

/** Screens that need the signed-in user (panel, admin) show "Loading ..." until the app has initialized. */
export const InitializedGate = () => {
  const initialized = useAppStore((state) => state.initialized);
  return initialized ? <Outlet /> : <StartupLoading />;
};
