import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { BLOGS_PAGE_SIZE } from '@shop/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { DocumentTitle } from '@/components/document-title';
import { BlogCard } from '../components/blog-card';
import { BlogCardSkeleton } from '../components/blog-card-skeleton';
import { BlogsHeader } from '../components/blogs-header';
import { ErrorCard } from '@/components/error-card';
import { MessageCard } from '@/components/message-card';
import { PagePagination } from '@/components/page-pagination';
import { paths } from '@/config/paths';
import { useLoaderResult } from '@/lib/route-data';
import { pageCount, parsePageParam } from '@/utils/page-count';
import type { blogsLoader } from './blogs-loader';

/** The cards of the first screenful: their pictures load at once. */
const EAGER_CARDS = 2;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
} as const;

const blogsPageHref = (page: number) => (page > 1 ? `${paths.blogs.getHref()}?page=${page}` : paths.blogs.getHref());

export const BlogsRoute = () => {
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const { state, retry } = useLoaderResult(useLoaderData<typeof blogsLoader>().blogs);
  const total = state.status === 'success' ? state.result.totalBlogs?.filtered : undefined;
  const count = pageCount(total, BLOGS_PAGE_SIZE);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 5, md: 8 } }}>
      <DocumentTitle title={page > 1 ? `Blogs, page ${page}` : 'Blogs'} />
      <BlogsHeader />
      {state.status === 'loading' && (
        <Box component="ul" sx={gridSx} aria-busy="true" aria-label="Loading blogs">
          {Array.from({ length: BLOGS_PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <BlogCardSkeleton />
            </li>
          ))}
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard
          title="The blogs could not be loaded"
          message={state.message}
          retryLabel="Try again"
          onRetry={retry}
        />
      )}
      {state.status === 'success' && state.data.length === 0 && (
        <MessageCard icon={<ArticleOutlined />} title="There is no blog" />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <Box component="ul" sx={gridSx}>
          {state.data.map((blog, index) => (
            <li key={blog._id}>
              <BlogCard blog={blog} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </Box>
      )}
      {count > 1 && (
        <Box sx={{ mt: { xs: 5, md: 7 } }}>
          <PagePagination label="Blogs pages" page={page} count={count} hrefFor={blogsPageHref} edges />
        </Box>
      )}
    </Container>
  );
};

/** The route's loader (what the router's lazy route takes beside the screen). */
export { blogsLoader as loader } from './blogs-loader';
