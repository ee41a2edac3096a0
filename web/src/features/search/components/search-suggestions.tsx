import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { memo, useEffect } from 'react';
import type { ProductSuggestions } from '../hooks/use-product-suggestions';
import { useProductSuggestions } from '../hooks/use-product-suggestions';
import type { SuggestionOption } from './suggestion-option';
import { optionKey, SuggestionOptionView } from './suggestion-option';

/*
 * What the header's search loads once a visitor reaches for it (pointer over it, focus, a key): asking
 * for suggestions as they type, and drawing them. Until then the search is its field and its buttons.
 */

interface SuggestionsSourceProps {
  query: string;
  onAnswer: (answer: ProductSuggestions) => void;
}

/** Asks for the suggestions of `query` and hands each answer (and each wait) to the search. */
export const SuggestionsSource = memo(function SuggestionsSource({ query, onAnswer }: SuggestionsSourceProps) {
  const { suggestions, total, didYouMean, answered, loading } = useProductSuggestions(query);
  useEffect(
    () => onAnswer({ suggestions, total, didYouMean, answered, loading }),
    [onAnswer, suggestions, total, didYouMean, answered, loading],
  );
  return null;
});

interface SuggestionsListProps {
  listId: string;
  optionId: (index: number) => string;
  options: SuggestionOption[];
  activeIndex: number;
  onChoose: (option: SuggestionOption) => void;
  onActive: (index: number) => void;
}

/** The list under the field: the products, "See all N results" or "Did you mean". */
export const SuggestionsList = ({
  listId,
  optionId,
  options,
  activeIndex,
  onChoose,
  onActive,
}: SuggestionsListProps) => (
  <Paper
    elevation={8}
    sx={{
      position: 'absolute',
      top: 'calc(100% + 6px)',
      right: 0,
      width: { xs: '100%', sm: 400 },
      maxWidth: 'calc(100vw - 16px)',
      borderRadius: '14px',
      overflow: 'hidden',
      zIndex: 1,
    }}
  >
    <Box
      component="ul"
      role="listbox"
      id={listId}
      aria-label="Suggestions"
      sx={{ listStyle: 'none', m: 0, py: 0.75, px: 0 }}
    >
      {options.map((option, index) => (
        <Box
          component="li"
          key={optionKey(option)}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // The input keeps the focus (and the list stays open) while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
          onMouseMove={() => index !== activeIndex && onActive(index)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 44,
            px: 1.75,
            py: 0.75,
            cursor: 'pointer',
            borderTop: option.kind === 'product' ? 0 : 1,
            borderColor: 'divider',
            '&[aria-selected="true"]': { bgcolor: 'action.selected' },
          }}
        >
          <SuggestionOptionView option={option} />
        </Box>
      ))}
    </Box>
  </Paper>
);
