import WestRounded from '@mui/icons-material/WestRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { paths } from '@/config/paths';
import { BlogArticle } from '../components/blog-article';
import { BlogArticleSkeleton } from '../components/blog-article-skeleton';
import { ErrorCard } from '@/components/error-card';
import { useLoaderResult } from '@/lib/route-data';
import type { blogLoader } from './blog-loader';

export const BlogRoute = () => {
  const { state, retry } = useLoaderResult(useLoaderData<typeof blogLoader>().blog);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <DocumentTitle title={state.status === 'success' ? state.data.title : 'Blog'} />
      {state.status === 'loading' && <BlogArticleSkeleton />}
      {state.status === 'error' && state.code === 404 && (
        <ErrorCard
          title="We couldn’t find this post"
          titleComponent="h1"
          message={state.message}
          action={
            <Button component={RouterLink} to={paths.blogs.getHref()} variant="contained" startIcon={<WestRounded />}>
              Back to all blogs
            </Button>
          }
        />
      )}
      {state.status === 'error' && state.code !== 404 && (
        <ErrorCard
          title="The blog could not be loaded"
          titleComponent="h1"
          message={state.message}
          retryLabel="Try Again"
          onRetry={retry}
        />
      )}
      {state.status === 'success' && <BlogArticle blog={state.data} />}
    </Container>
  );
};

/** The route's loader (what the router's lazy route takes beside the screen). */
export { blogLoader as loader } from './blog-loader';
