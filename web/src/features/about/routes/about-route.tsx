import { DocumentTitle } from '@/components/document-title';
import { AboutCta } from '../components/about-cta';
import { AboutHero } from '../components/about-hero';
import { BrandBadges } from '../components/brand-badges';
import { HeritageStory } from '../components/heritage-story';

export const AboutRoute = () => (
  <>
    <DocumentTitle title="About us" />
    <AboutHero />
    <HeritageStory />
    <BrandBadges />
    <AboutCta />
  </>
);
