import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const pageHref = (page: number | null) =>
  page && page > 1 ? `${paths.blogs.getHref()}?page=${page}` : paths.blogs.getHref();

export const BlogsPagination = ({ page, count }: { page: number; count: number }) => (
  <Pagination
    page={page}
    count={count}
    showFirstButton
    showLastButton
    color="primary"
    shape="rounded"
    siblingCount={1}
    sx={{ display: 'flex', justifyContent: 'center', '& ul': { justifyContent: 'center' } }}
    getItemAriaLabel={(type, itemPage, selected) => {
      if (type === 'page') return selected ? `Page ${itemPage}` : `Go to page ${itemPage}`;
      return `Go to ${type} page`;
    }}
    renderItem={(item) =>
      item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
        <PaginationItem {...item} />
      ) : (
        <PaginationItem component={RouterLink} to={pageHref(item.page)} {...item} />
      )
    }
  />
);
