import Pagination from '@mui/material/Pagination';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

interface ProductsPaginationProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
}

export const ProductsPagination = ({ page, count, onChange }: ProductsPaginationProps) => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Pagination
      aria-label="Products pages"
      page={Math.min(page, count)}
      count={count}
      onChange={(_, next) => onChange(next)}
      color="primary"
      shape="rounded"
      siblingCount={compact ? 0 : 1}
      sx={{ display: 'flex', justifyContent: 'center', '& .MuiPagination-ul': { justifyContent: 'center' } }}
    />
  );
};
