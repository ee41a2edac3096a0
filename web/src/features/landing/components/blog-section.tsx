import EastRounded from '@mui/icons-material/EastRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getCarouselBlogs } from '../api/get-carousel-blogs';
import { useApiQuery } from '@/hooks/use-api-query';
import { useNearViewport } from '../hooks/use-near-viewport';
import { BlogCarouselError, BlogCarouselLoading } from './blog-carousel-states';
import { BlogPreview } from './blog-preview';
import { HomeSection } from './home-section';
import { SectionHeading } from './section-heading';

/** swiper and its CSS come in their own chunk, fetched once the carousel is about to be seen. */
const BlogSlider = lazy(() => import('./blog-slider').then((module) => ({ default: module.BlogSlider })));

export const BlogSection = () => {
  const { state, retry } = useApiQuery('home/blogs', getCarouselBlogs, { serverRender: false });
  const carouselRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(carouselRef, '600px');

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
        {state.status === 'success' &&
          state.data.length > 0 &&
          (near ? (
            <Suspense fallback={<BlogPreview blogs={state.data} />}>
              <BlogSlider blogs={state.data} />
            </Suspense>
          ) : (
            <BlogPreview blogs={state.data} />
          ))}
      </Box>
    </HomeSection>
  );
};
