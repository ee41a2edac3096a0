import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getCarouselBlogs } from '../api/get-carousel-blogs';
import { useApiQuery } from '@/hooks/use-api-query';
import { useNearViewport } from '../hooks/use-near-viewport';
import { BlogCarouselError, BlogCarouselLoading } from './blog-carousel-states';
import { BlogPreview } from './blog-preview';
import { HomeSection } from './home-section';
import { SectionHeading } from './section-heading';

/** swiper and its CSS come in their own chunk, fetched with the blogs once the carousel nears the screen. */
const loadBlogSlider = () => import('./blog-slider').then((module) => ({ default: module.BlogSlider }));
const BlogSlider = lazy(loadBlogSlider);

export const BlogSection = () => {
  const carouselRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(carouselRef, '800px');
  // The blogs are asked for as the carousel nears the screen: a visitor who never scrolls this far does
  // not wait for them, and the page's start-up is not slowed by drawing them.
  const { state, retry } = useApiQuery('home/blogs', getCarouselBlogs, { enabled: near });

  useEffect(() => {
    if (near) void loadBlogSlider().catch(() => undefined);
  }, [near]);

  return (
    <HomeSection labelledBy="our-blog-title">
      <SectionHeading
        id="our-blog-title"
        eyebrow="The Aurelle journal"
        title="Our Blog"
        text="Rituals, ingredient stories and make-up know-how from our team."
        action={
          <Button component={RouterLink} to={paths.blogs.getHref()} variant="outlined" endIcon={<EastRounded />}>
            All posts
          </Button>
        }
      />
      <Box ref={carouselRef}>
        {state.status === 'loading' && <BlogCarouselLoading />}
        {state.status === 'error' && <BlogCarouselError message={state.message} onRetry={retry} />}
        {state.status === 'success' && state.data.length === 0 && (
          <Typography color="text.secondary">There is no blog</Typography>
        )}
        {state.status === 'success' && state.data.length > 0 && (
          <Suspense fallback={<BlogPreview blogs={state.data} />}>
            <BlogSlider blogs={state.data} />
          </Suspense>
        )}
      </Box>
    </HomeSection>
  );
};
