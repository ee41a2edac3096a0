import type { UploadBody } from '@shop/contract';
import { API_PATHS } from '@shop/contract';
import { apiClient } from '@/lib/api-client';
import type { AdminResource, AdminResourceBase, ListFilterValues } from '../lib/resource';

/** One page of a resource's list, asked with the resource's page size and the list's filters. */
export const getResourcePage = (
  resource: AdminResourceBase,
  page: number,
  filters: ListFilterValues,
  signal?: AbortSignal,
) =>
  apiClient.get<unknown>(resource.api.list, {
    query: { ...(resource.api.listQuery?.(filters) ?? filters), page, limit: resource.pageSize },
    signal,
  });

export const getResourceItem = <Row>(resource: AdminResourceBase, id: string, signal?: AbortSignal) =>
  apiClient.get<Row>(resource.api.item(id), { signal });

/** POST to create, PUT to update; the answer's body is the saved record. */
export const saveResource = <Row>(resource: AdminResource, body: unknown, id?: string) =>
  id ? apiClient.put<Row>(resource.api.item(id), body) : apiClient.post<Row>(resource.api.list, body);

export const deleteResource = (resource: AdminResourceBase, id: string) =>
  apiClient.delete<unknown>(resource.api.item(id));

/** POST /uploads with the image in field `file`; the answer's body.url is the value to store. */
export const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<UploadBody>(API_PATHS.uploads, form);
};
