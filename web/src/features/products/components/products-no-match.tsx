import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MessageCard } from '@/components/message-card';
import { useTopRated } from '../hooks/use-top-rated';
import { ProductGrid } from './product-grid';

interface ProductsNoMatchProps {
  /** The search that found nothing. */
  q: string;
  /** A close word from the catalogue, when the answer has one, and the shop's address searching it. */
  didYouMean?: { word: string; href: string };
  /** Other filters than the search are chosen (they can be cleared). */
  otherFilters: boolean;
  /** The shop's address with every filter cleared. */
  clearedHref: string;
}

/**
 * A search that found nothing: what was searched, a close word to search instead when there is one, and
 * the best rated products below, so the page still leads somewhere. "Clear filters" is a link, as "Did
 * you mean" is: this part hydrates only once its code has arrived, and React drops a click on a part it
 * cannot hydrate yet, while a link works before any script has run (decision 077).
 */
export const ProductsNoMatch = ({ q, didYouMean, otherFilters, clearedHref }: ProductsNoMatchProps) => {
  const topRated = useTopRated();
  return (
    <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
      <MessageCard
        icon={<SearchOffRounded />}
        title={`No products match "${q}"`}
        action={
          otherFilters ? (
            <Button variant="contained" component={RouterLink} to={clearedHref}>
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {didYouMean && (
          <Link
            component={RouterLink}
            to={didYouMean.href}
            sx={{ display: 'block', fontSize: '1.1rem', fontWeight: 600, mb: 1 }}
          >
            Did you mean {didYouMean.word}?
          </Link>
        )}
        Check the spelling, or try a more general word{otherFilters ? ' or fewer filters' : ''}.
      </MessageCard>
      {topRated.length > 0 && (
        <Box component="section" aria-labelledby="top-rated-title" sx={{ display: 'grid', gap: 2.5 }}>
          <Typography id="top-rated-title" component="h2" variant="h5">
            Top rated
          </Typography>
          <ProductGrid products={topRated} headingLevel="h3" eagerImages={false} />
        </Box>
      )}
    </Box>
  );
};
