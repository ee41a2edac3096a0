import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { MessageCard } from '@/components/message-card';

interface ProductsEmptyProps {
  /** The filters match products, but not on this page (a page number past the last). */
  pastLastPage: boolean;
  onClear: () => void;
  onFirstPage: () => void;
}

export const ProductsEmpty = ({ pastLastPage, onClear, onFirstPage }: ProductsEmptyProps) =>
  pastLastPage ? (
    <MessageCard
      icon={<SearchOffRounded />}
      title="This page is empty"
      action={
        <Button variant="contained" onClick={onFirstPage}>
          Go to the first page
        </Button>
      }
    >
      There are fewer products than this page number needs.
    </MessageCard>
  ) : (
    <MessageCard
      icon={<SearchOffRounded />}
      title="No products found"
      action={
        <Button variant="contained" onClick={onClear}>
          Clear filters
        </Button>
      }
    >
      Nothing matches your search and filters. Try another word or clear the filters to see the whole collection.
    </MessageCard>
  );
