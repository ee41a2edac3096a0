import Box from '@mui/material/Box';
import type { ProductSuggestion } from '@shop/contract';
import { ProductImage } from '@/components/product-card/product-image';
import { formatPrice } from '@/utils/format';
import { highlightTitle } from '../lib/highlight';
import { seeAllLabel } from '../lib/suggestion-query';

/** One entry of the header's suggestions list. */
export type SuggestionOption =
  | { kind: 'product'; product: ProductSuggestion }
  | { kind: 'all'; total: number; query: string }
  | { kind: 'didYouMean'; word: string };

export const optionKey = (option: SuggestionOption): string =>
  option.kind === 'product' ? `product-${option.product._id}` : option.kind;

/** The title with the words the search matched in bold (a <mark>, so it is not told by colour alone). */
const HighlightedTitle = ({ title, matches }: { title: string; matches: string[] }) => (
  <>
    {highlightTitle(title, matches).map((part, index) =>
      part.matched ? (
        <Box
          key={index}
          component="mark"
          sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
        >
          {part.text}
        </Box>
      ) : (
        part.text
      ),
    )}
  </>
);

export const SuggestionOptionView = ({ option }: { option: SuggestionOption }) => {
  if (option.kind === 'all') {
    return (
      <Box component="span" sx={{ fontWeight: 600, color: 'primary.main', py: 0.5 }}>
        {seeAllLabel(option.total)}
      </Box>
    );
  }
  if (option.kind === 'didYouMean') {
    return (
      <Box component="span" sx={{ py: 0.5 }}>
        Did you mean <strong>{option.word}</strong>?
      </Box>
    );
  }
  const { product } = option;
  return (
    <Box
      component="span"
      sx={{
        display: 'grid',
        gridTemplateColumns: '44px minmax(0, 1fr) auto',
        gap: 1.5,
        alignItems: 'center',
        width: 1,
      }}
    >
      <ProductImage src={product.image} alt="" sx={{ width: 44, borderRadius: '8px' }} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <HighlightedTitle title={product.title} matches={product.matches} />
      </Box>
      <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {formatPrice(product.price)}
      </Box>
    </Box>
  );
};
