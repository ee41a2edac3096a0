import { lazy, Suspense, useState } from 'react';
import { DocumentTitle } from '@/components/document-title';
import { HydrateSeparately } from '@/components/hydrate-separately';
import { useHydrated } from '@/hooks/use-hydrated';
import { useOpenAtTop } from '@/hooks/use-open-at-top';
import { readStorage, writeStorage } from '@/stores/storage';
import { BlogSection } from '../components/blog-section';
import { CategoryTiles } from '../components/category-tiles';
import { BestSellers, NewIn } from '../components/featured-products';
import { HomeHero } from '../components/home-hero';
import { OurBrand } from '../components/our-brand';
import { PromiseStrip } from '../components/promise-strip';
import { SkinAnalysis } from '../components/skin-analysis';
import { SpecialOffers } from '../components/special-offers';

export const WELCOME_DISMISSED_KEY = 'welcome-dismissed';

// The dialog (with MUI's modal machinery) loads on its own, after the page has hydrated: a visitor who
// dismissed it this session never downloads it.
const WelcomeDialog = lazy(() =>
  import('../components/welcome-dialog').then((module) => ({ default: module.WelcomeDialog })),
);

/**
 * The dialog is not part of the server's HTML (it opens only in the browser): it comes in once the page
 * has hydrated. Only this small component renders again then, not the whole page.
 */
const HydratedWelcomeDialog = ({ onClose }: { onClose: () => void }) => {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <WelcomeDialog onClose={onClose} />
    </Suspense>
  ) : null;
};

export const HomeRoute = () => {
  const [welcomeOpen, setWelcomeOpen] = useState(() => readStorage(WELCOME_DISMISSED_KEY, 'session') !== 'true');

  useOpenAtTop();

  const closeWelcome = () => {
    writeStorage(WELCOME_DISMISSED_KEY, 'true', 'session');
    setWelcomeOpen(false);
  };

  return (
    <>
      <DocumentTitle />
      <HomeHero onShowDemoInfo={() => setWelcomeOpen(true)} />
      <HydrateSeparately>
        <PromiseStrip />
        <CategoryTiles />
      </HydrateSeparately>
      <HydrateSeparately>
        <OurBrand />
        <BestSellers />
      </HydrateSeparately>
      <HydrateSeparately>
        <NewIn />
        <SpecialOffers />
      </HydrateSeparately>
      <HydrateSeparately>
        <SkinAnalysis />
        <BlogSection />
      </HydrateSeparately>
      {welcomeOpen && <HydratedWelcomeDialog onClose={closeWelcome} />}
    </>
  );
};

/** The route's loader (what the router's lazy route takes beside the screen). */
export { homeLoader as loader } from './home-loader';
