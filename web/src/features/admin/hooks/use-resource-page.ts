import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getResourcePage } from '../api/resource-api';
import type { AdminResource, ListPage } from '../lib/resource';

export type ResourcePageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: ListPage<{ _id: string }> };

/** One page of a resource's list, read into rows and a total whatever the envelope calls them. */
export const useResourcePage = (resource: AdminResource, page: number) => {
  const load = useCallback((signal: AbortSignal) => getResourcePage(resource, page, signal), [resource, page]);
  const { state, retry } = useApiQuery(`admin:${resource.api.list}?page=${page}&limit=${resource.pageSize}`, load, {
    serverRender: false,
  });
  let pageState: ResourcePageState;
  if (state.status === 'success') {
    pageState = { status: 'success', page: resource.api.readList(state.result) };
  } else pageState = state;
  return { state: pageState, retry };
};
