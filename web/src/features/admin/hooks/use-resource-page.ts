import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getResourcePage } from '../api/resource-api';
import type { AdminResourceBase, ListFilterValues, ListPage } from '../lib/resource';

export type ResourcePageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: ListPage<{ _id: string }> };

/** One page of a resource's list, read into rows and a total whatever the envelope calls them. */
export const useResourcePage = (resource: AdminResourceBase, page: number, filters: ListFilterValues = {}) => {
  const filterKey = new URLSearchParams(filters).toString();
  const load = useCallback(
    (signal: AbortSignal) =>
      getResourcePage(resource, page, Object.fromEntries(new URLSearchParams(filterKey)), signal),
    [resource, page, filterKey],
  );
  const key = `admin:${resource.api.list}?page=${page}&limit=${resource.pageSize}&${filterKey}`;
  const { state, retry } = useApiQuery(key, load);
  let pageState: ResourcePageState;
  if (state.status === 'success') {
    pageState = { status: 'success', page: resource.api.readList(state.result) };
  } else pageState = state;
  return { state: pageState, retry };
};
