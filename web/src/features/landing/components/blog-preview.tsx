import type { BlogSummary } from '@shop/contract';
import Box from '@mui/material/Box';
import { slideSlotsSx } from './blog-carousel-states';
import { BlogSlideCard } from './blog-slide-card';

/** The carousel's first slides without swiper: what shows until the carousel is about to be seen. */
export const BlogPreview = ({ blogs }: { blogs: BlogSummary[] }) => (
  <Box sx={{ display: 'grid', gap: 3 }}>
    <Box component="ul" sx={{ ...slideSlotsSx, listStyle: 'none', m: 0, p: 0 }}>
      {blogs.slice(0, 3).map((blog) => (
        <li key={blog._id}>
          <BlogSlideCard blog={blog} />
        </li>
      ))}
    </Box>
    <Box aria-hidden="true" sx={{ height: 42 }} />
  </Box>
);
