import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import type { FormEvent } from 'react';
import type { FacetCounts } from '@shop/contract';
import { SEARCH_MAX_LENGTH as MAX_SEARCH_LENGTH, SHOP_PAGE_SIZES } from '@shop/contract';
import { SelectInput } from '@/components/fields/select-input';
import { TextInput } from '@/components/fields/text-input';
import { useCategories } from '@/hooks/use-categories';
import { useEarlyInput } from '@/hooks/use-early-input';
import type { ShopFilterChange } from '../lib/shop-changes';
import { withCount } from '../lib/facet-counts';
import type { ShopQuery } from '../lib/shop-query';
import { sortOptionsFor } from '../lib/sort-options';
import { LazyColourFilter, LazyFactFilters } from './lazy-fact-filters';

interface ShopFiltersProps {
  /** The filter as it stands: the URL's, or a change still waiting to reach it. */
  filter: ShopQuery;
  /** How many products each option would leave (when the answer has them). */
  counts?: FacetCounts;
  onChange: (change: ShopFilterChange) => void;
  onClear: () => void;
}

/**
 * Search, category, sort, page size and the product facts: they show the filter, which the URL follows. What a
 * visitor typed or picked before the page became interactive is applied once it is (useEarlyInput);
 * Enter before then sends the form natively, to the URL of that search.
 */
export const ShopFilters = ({ filter, counts, onChange, onClear }: ShopFiltersProps) => {
  const { q, category, sort, order, limit, facts, colour } = filter;
  const categories = useCategories();
  const sortValue = `${sort}-${order}`;
  const sortOptions = sortOptionsFor(q);

  // Enter applies the search at once instead of waiting for the typing pause.
  const applySearchNow = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };

  const chooseSort = (value: string) => {
    const option = sortOptions.find((candidate) => candidate.value === value);
    if (option) onChange({ sort: option.sort, order: option.order });
  };

  const searchRef = useEarlyInput<HTMLInputElement>(q, (typed) =>
    onChange({ q: String(typed).slice(0, MAX_SEARCH_LENGTH) }),
  );
  const categoryRef = useEarlyInput<HTMLSelectElement>(category, (picked) => onChange({ category: String(picked) }));
  const sortRef = useEarlyInput<HTMLSelectElement>(sortValue, (picked) => chooseSort(String(picked)));
  const limitRef = useEarlyInput<HTMLSelectElement>(String(limit), (picked) => onChange({ limit: Number(picked) }));

  return (
    <Box
      component="form"
      action="/products"
      role="search"
      aria-label="Products"
      onSubmit={applySearchNow}
      sx={{ display: 'grid', gap: 2.75 }}
    >
      <TextInput
        type="search"
        name="q"
        inputRef={searchRef}
        label="Search"
        placeholder="Serum, lipstick, rose…"
        value={q}
        onChange={(event) => onChange({ q: event.target.value.slice(0, MAX_SEARCH_LENGTH) })}
        shrinkLabel
        htmlInput={{ maxLength: MAX_SEARCH_LENGTH, enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchRounded fontSize="small" />
          </InputAdornment>
        }
      />
      <SelectInput
        label="Category"
        name="category"
        selectRef={categoryRef}
        value={category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">All</option>
        {categories.map((item) => (
          <option key={item._id} value={item.slug}>
            {withCount(item.title, counts && (counts.category[item.slug] ?? 0))}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label="Sort by"
        selectRef={sortRef}
        value={sortValue}
        onChange={(event) => chooseSort(event.target.value)}
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label="Products per page"
        name="limit"
        selectRef={limitRef}
        value={String(limit)}
        onChange={(event) => onChange({ limit: Number(event.target.value) })}
      >
        {SHOP_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectInput>
      <LazyFactFilters facts={facts} counts={counts} onChange={onChange} />
      <LazyColourFilter colour={colour} counts={counts?.colour} onChange={onChange} />
      <Button type="button" variant="outlined" onClick={onClear}>
        Clear filters
      </Button>
    </Box>
  );
};
