import type { ApiResult } from '@/lib/api-client';
import { type LoaderResult, useLoaderResult } from '@/lib/route-data';
import { parsePageParam } from '@/utils/page-count';
import type { AdminResourceBase, ListFilterValues, ListPage } from '../lib/resource';

export type ResourcePageState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; page: ListPage<{ _id: string }> };

/** A list's page and its declared filters as the URL holds them (empty filters left out). */
export const listQueryOf = (resource: AdminResourceBase, searchParams: URLSearchParams) => {
  const filters: ListFilterValues = Object.fromEntries(
    (resource.filters ?? []).flatMap((filter) => {
      const value = searchParams.get(filter.name)?.trim();
      return value ? [[filter.name, value]] : [];
    }),
  );
  return { page: parsePageParam(searchParams.get('page')), filters };
};

/** The list loader's page, read into rows and a total whatever the envelope calls them. */
export const useResourcePage = (resource: AdminResourceBase, answer: LoaderResult<ApiResult<unknown>>) => {
  const { state, retry } = useLoaderResult(answer);
  const pageState: ResourcePageState =
    state.status === 'success' ? { status: 'success', page: resource.api.readList(state.result) } : state;
  return { state: pageState, retry };
};
