import FirstPageRounded from '@mui/icons-material/FirstPageRounded';
import LastPageRounded from '@mui/icons-material/LastPageRounded';
import NavigateBeforeRounded from '@mui/icons-material/NavigateBeforeRounded';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';

interface PagePaginationProps {
  /** Names the navigation landmark, e.g. "Products pages". */
  label: string;
  page: number;
  count: number;
  /** Pages as links (the page lives in the URL)... */
  hrefFor?: (page: number) => string;
  /** ...or as buttons. */
  onChange?: (page: number) => void;
  /** Buttons to the first and the last page too. */
  edges?: boolean;
}

/** The arrows from the shop's icon sprite: MUI's own would put their path data in the server's HTML. */
const ARROWS = {
  first: FirstPageRounded,
  last: LastPageRounded,
  previous: NavigateBeforeRounded,
  next: NavigateNextRounded,
};

/** The pages of a list, centred; nothing when everything fits on one page. */
export const PagePagination = ({ label, page, count, hrefFor, onChange, edges = false }: PagePaginationProps) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      page={Math.min(page, count)}
      count={count}
      onChange={onChange ? (_, next) => onChange(next) : undefined}
      color="primary"
      shape="rounded"
      siblingCount={compact ? 0 : 1}
      showFirstButton={edges}
      showLastButton={edges}
      sx={{ display: 'flex', justifyContent: 'center', '& .MuiPagination-ul': { justifyContent: 'center' } }}
      getItemAriaLabel={(type, itemPage, selected) => {
        if (type === 'page') return selected ? `Page ${itemPage}` : `Go to page ${itemPage}`;
        return `Go to ${type} page`;
      }}
      renderItem={(item) =>
        hrefFor && item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis' ? (
          <PaginationItem component={RouterLink} to={hrefFor(item.page)} slots={ARROWS} {...item} />
        ) : (
          <PaginationItem slots={ARROWS} {...item} />
        )
      }
    />
  );
};
