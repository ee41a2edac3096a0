import { useEffect, useState } from 'react';
import { DocumentTitle } from '@/components/document-title';
import { HydrationBoundary } from '@/components/hydration-boundary';
import { useAppStore } from '@/stores/app';
import { readStorage, writeStorage } from '@/stores/storage';
import { BlogSection } from '../components/blog-section';
import { CategoryTiles } from '../components/category-tiles';
import { BestSellers, NewIn } from '../components/featured-products';
import { HomeHero } from '../components/home-hero';
import { OurBrand } from '../components/our-brand';
import { PromiseStrip } from '../components/promise-strip';
import { SkinAnalysis } from '../components/skin-analysis';
import { SpecialOffers } from '../components/special-offers';
import { WelcomeDialog } from '../components/welcome-dialog';

export const WELCOME_DISMISSED_KEY = 'welcome-dismissed';

export const HomeRoute = () => {
  const [welcomeOpen, setWelcomeOpen] = useState(() => readStorage(WELCOME_DISMISSED_KEY, 'session') !== 'true');

  useEffect(() => {
    useAppStore.getState().setOpenMenu(false);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  const closeWelcome = () => {
    writeStorage(WELCOME_DISMISSED_KEY, 'true', 'session');
    setWelcomeOpen(false);
  };

  return (
    <>
      <DocumentTitle />
      <HomeHero onShowDemoInfo={() => setWelcomeOpen(true)} />
      <HydrationBoundary>
        <PromiseStrip />
        <CategoryTiles />
      </HydrationBoundary>
      <HydrationBoundary>
        <OurBrand />
        <BestSellers />
      </HydrationBoundary>
      <HydrationBoundary>
        <NewIn />
        <SpecialOffers />
      </HydrationBoundary>
      <HydrationBoundary>
        <SkinAnalysis />
        <BlogSection />
      </HydrationBoundary>
      <WelcomeDialog open={welcomeOpen} onClose={closeWelcome} />
    </>
  );
};
