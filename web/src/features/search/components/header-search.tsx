import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { visuallyHidden } from '@/utils/visually-hidden';
import type { FormEvent, KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RELEVANCE_SORT, SEARCH_MAX_LENGTH } from '@shop/contract';
import { paths } from '@/config/paths';
import { useEarlyInput } from '@/hooks/use-early-input';
import type { ProductSuggestions } from '../hooks/use-product-suggestions';
import { nextActive, type ActiveMove } from '../lib/active-option';
import { shopSearchHref, suggestionQuery } from '../lib/suggestion-query';
import type { SuggestionOption } from './suggestion-option';

/** Asking for suggestions and drawing them: loaded when a visitor reaches for the search. */
const loadSuggestions = () => import('./search-suggestions');
type Suggestions = Awaited<ReturnType<typeof loadSuggestions>>;

const NO_ANSWER: ProductSuggestions = { suggestions: [], total: 0, answered: '', loading: false };

/** From this width up the field sits in the header; below it a search button shows it over the header. */
const INLINE_FROM = 'lg';

const KEY_MOVES: Partial<Record<string, ActiveMove>> = { ArrowDown: 'next', ArrowUp: 'previous' };

/**
 * The header's product search, a combobox (WAI-ARIA pattern, list autocomplete): a few products for
 * what is typed, and "See all N results". The input keeps the focus; arrow keys move the active option
 * (aria-activedescendant), Enter opens the product or, on the text or "See all", the shop page searching
 * it by best match; Escape closes the list, then the field shown over a small screen's header. Before
 * the page is interactive it is a plain form that sends the search to the shop page. The suggestions'
 * code comes once a visitor reaches for the search (pointer over it, focus, a key, a tap on its button);
 * what they typed meanwhile is asked for as it arrives.
 */
export const HeaderSearch = () => {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Below INLINE_FROM only: the field is shown over the header.
  const [fieldShown, setFieldShown] = useState(false);
  const query = suggestionQuery(text);
  const [engine, setEngine] = useState<Suggestions | null>(null);
  const reach = useCallback(() => {
    // A failed download is asked for again at the next reach.
    loadSuggestions().then(setEngine, () => undefined);
  }, []);
  const [answer, setAnswer] = useState(NO_ANSWER);
  const { suggestions, total, didYouMean, answered, loading } = engine ? answer : NO_ANSWER;

  const options: SuggestionOption[] = !query
    ? []
    : [
        ...suggestions.map((product) => ({ kind: 'product' as const, product })),
        ...(total > 0 ? [{ kind: 'all' as const, total, query: answered }] : []),
        ...(total === 0 && didYouMean && !loading ? [{ kind: 'didYouMean' as const, word: didYouMean }] : []),
      ];
  const shown = listOpen && options.length > 0;
  const activeIndex = shown && active < options.length ? active : -1;

  const type = (typed: string) => {
    reach();
    setText(typed);
    setActive(-1);
    setListOpen(true);
  };

  const inputRef = useEarlyInput<HTMLInputElement>('', (typed) => type(String(typed)));

  // The field shown over a small screen's header takes the focus (it was in the page, hidden), and gives
  // it back to the search button once closed (shown again by then).
  const focusButton = useRef(false);
  useEffect(() => {
    if (fieldShown) inputRef.current?.focus();
    else if (focusButton.current) toggleRef.current?.focus();
    focusButton.current = false;
  }, [fieldShown, inputRef]);

  const done = () => {
    setText('');
    setActive(-1);
    setListOpen(false);
    setFieldShown(false);
    inputRef.current?.blur();
  };

  const searchAll = (typed: string) => {
    const q = typed.trim().slice(0, SEARCH_MAX_LENGTH);
    if (!q) return;
    done();
    void navigate(shopSearchHref(q));
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'product') {
      done();
      void navigate(paths.product.getHref(option.product._id, option.product.matchedVariantId));
    } else if (option.kind === 'all') searchAll(option.query || text);
    else type(option.word);
  };

  const closeField = () => {
    focusButton.current = true;
    setFieldShown(false);
    setListOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = KEY_MOVES[event.key];
    if (move) {
      event.preventDefault();
      setListOpen(true);
      setActive(nextActive(activeIndex, options.length, move));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
      else searchAll(text);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setListOpen(false);
        setActive(-1);
      } else if (fieldShown) closeField();
    }
  };

  // Answers a search sent without Enter (a phone keyboard's search key); before the page is
  // interactive the browser sends the form itself, with q and the best-match sort.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searchAll(text);
  };

  return (
    <>
      {/* Shown and hidden by a box around it: the header's icon buttons then share one class of CSS. */}
      <Box sx={{ display: { xs: fieldShown ? 'none' : 'flex', [INLINE_FROM]: 'none' } }}>
        <IconButton
          ref={toggleRef}
          aria-label="Search products"
          aria-expanded={fieldShown}
          aria-controls={fieldShown ? id : undefined}
          onClick={() => {
            reach();
            setFieldShown(true);
          }}
          onPointerEnter={reach}
          onFocus={reach}
        >
          <SearchRounded />
        </IconButton>
      </Box>
      <Box
        component="form"
        id={id}
        role="search"
        aria-label="Shop search"
        action={paths.products.getHref()}
        onSubmit={onSubmit}
        onPointerEnter={reach}
        // One media query per side (a responsive value beside a block of the same query would be replaced by it).
        sx={(theme) => ({
          alignItems: 'center',
          gap: 0.5,
          [theme.breakpoints.down(INLINE_FROM)]: {
            display: fieldShown ? 'flex' : 'none',
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            px: { xs: 1, sm: 2 },
            bgcolor: 'background.default',
          },
          [theme.breakpoints.up(INLINE_FROM)]: { display: 'flex', width: { lg: 230, xl: 300 }, mr: 1 },
        })}
      >
        <input type="hidden" name="sort" value={RELEVANCE_SORT} />
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <SearchRounded
            fontSize="small"
            sx={{
              position: 'absolute',
              left: 12,
              top: '50%',
              transform: 'translateY(-50%)',
              pointerEvents: 'none',
              color: 'text.secondary',
            }}
          />
          <Box
            component="input"
            ref={inputRef}
            type="search"
            name="q"
            role="combobox"
            aria-label="Search products"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? listId : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search products"
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => {
              reach();
              setListOpen(true);
            }}
            onBlur={() => setListOpen(false)}
            sx={(theme) => ({
              width: 1,
              height: 40,
              pl: 4.75,
              pr: 1.5,
              font: 'inherit',
              fontSize: '0.95rem',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 999,
              outline: 'none',
              '&::placeholder': { color: 'text.secondary', opacity: 1 },
              '&:hover': { borderColor: 'text.secondary' },
              '&:focus-visible, &:focus': {
                borderColor: 'primary.main',
                boxShadow: `0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
              },
            })}
          />
          {engine && <engine.SuggestionsSource query={query} onAnswer={setAnswer} />}
          {shown && engine && (
            <engine.SuggestionsList
              listId={listId}
              optionId={optionId}
              options={options}
              activeIndex={activeIndex}
              onChoose={choose}
              onActive={setActive}
            />
          )}
          {/* The count is announced while the field has the focus; the page keeps no empty status of its own. */}
          {listOpen && (
            <Box role="status" sx={visuallyHidden}>
              {shown && !loading ? `${suggestions.length} suggestions` : ''}
            </Box>
          )}
        </Box>
        <Box sx={{ display: { xs: 'flex', [INLINE_FROM]: 'none' } }}>
          <IconButton aria-label="Close search" onClick={closeField}>
            <CloseRounded />
          </IconButton>
        </Box>
      </Box>
    </>
  );
};
