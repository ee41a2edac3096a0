import { useCallback } from 'react';
import { useApiQuery } from '@/hooks/use-api-query';
import { getResourceItem } from '../api/resource-api';
import type { AdminResourceBase } from '../lib/resource';

/** The record an edit screen edits. */
export const useResourceItem = (resource: AdminResourceBase, id: string) => {
  const load = useCallback(
    (signal: AbortSignal) => getResourceItem<{ _id: string }>(resource, id, signal),
    [resource, id],
  );
  return useApiQuery(`admin:${resource.api.item(id)}`, load);
};
