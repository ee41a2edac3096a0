import { useApiMutation } from '@/hooks/use-api-mutation';
import { deleteResource } from '../api/resource-api';
import { ADMIN_TOAST_MS } from '../lib/admin-texts';
import type { AnyAdminResource } from '../lib/resource';

/**
 * Every admin delete: the browser confirm naming the record ("Are you sure for deleting the ...?"),
 * then the call with its toast (loading, then the outcome, closing after 2000 ms). `remove` answers
 * whether the record went.
 */
export const useDeleteRecord = (resource: AnyAdminResource) => {
  const { mutate, pending } = useApiMutation();
  const remove = async (row: { _id: string }): Promise<boolean> => {
    const name = resource.nameOf(row);
    if (!window.confirm(`Are you sure for deleting the ${name}?`)) return false;
    const result = await mutate({
      call: () => deleteResource(resource, row._id),
      pendingToast: `Deleting the ${name} ...`,
      toast: { autoHideMs: ADMIN_TOAST_MS },
      refresh: resource.view ? undefined : resource.onChanged,
    });
    return result.success;
  };
  return { remove, pending };
};
