import { useState } from 'react';
import { DocumentTitle } from '@/components/document-title';
import { readStorage, writeStorage } from '@/stores/storage';
import { HomeHero } from '../components/home-hero';
import { PromiseStrip } from '../components/promise-strip';
import { WelcomeDialog } from '../components/welcome-dialog';

export const WELCOME_DISMISSED_KEY = 'welcome-dismissed';

export const HomeRoute = () => {
  const [welcomeOpen, setWelcomeOpen] = useState(() => readStorage(WELCOME_DISMISSED_KEY, 'session') !== 'true');

  const closeWelcome = () => {
    writeStorage(WELCOME_DISMISSED_KEY, 'true', 'session');
    setWelcomeOpen(false);
  };

  return (
    <>
      <DocumentTitle />
      <HomeHero onShowDemoInfo={() => setWelcomeOpen(true)} />
      <PromiseStrip />
      <WelcomeDialog open={welcomeOpen} onClose={closeWelcome} />
    </>
  );
};
