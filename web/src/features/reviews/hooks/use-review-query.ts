import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readReviewQuery, type ReviewQuery, withReviewQuery } from '../lib/review-query';

/** The reviews section's anchor: a filter's link brings the list into view, before hydration too. */
export const REVIEWS_ANCHOR = 'reviews';

/**
 * The reviews list's filter, sort and page, read from the URL. The filters and pages are links
 * (`hrefFor`), so a click on their server HTML before the section is interactive still works (the
 * server renders the list they name); the sort select changes the URL in place (`setQuery`, stable).
 */
export const useReviewQuery = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = searchParams.toString();
  const query = useMemo(() => readReviewQuery(new URLSearchParams(search)), [search]);
  const hrefFor = useCallback(
    (next: ReviewQuery) => {
      const params = withReviewQuery(new URLSearchParams(search), next).toString();
      return `${pathname}${params ? `?${params}` : ''}#${REVIEWS_ANCHOR}`;
    },
    [pathname, search],
  );
  const latest = useRef({ searchParams, setSearchParams });
  useEffect(() => {
    latest.current = { searchParams, setSearchParams };
  }, [searchParams, setSearchParams]);
  const setQuery = useCallback((next: ReviewQuery) => {
    const { searchParams: current, setSearchParams: set } = latest.current;
    set(withReviewQuery(current, next), { replace: true, preventScrollReset: true });
  }, []);
  return { query, hrefFor, setQuery };
};
