import { AppStartup } from '@/features/startup/components/app-startup';
import { AppProvider } from './providers';
import { AppRouter } from './router';

export const App = () => (
  <AppProvider>
    <AppStartup>
      <AppRouter />
    </AppStartup>
  </AppProvider>
);
