import AddRounded from '@mui/icons-material/AddRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { MessageCard } from '@/components/message-card';
import { PagePagination } from '@/components/page-pagination';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { pageCount, parsePageParam } from '@/utils/page-count';
import { deleteResource } from '../api/resource-api';
import { useResourcePage } from '../hooks/use-resource-page';
import { adminHrefs } from '../lib/admin-hrefs';
import { ADMIN_TOAST_MS, ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminResource } from '../lib/resource';
import { AdminPageHeader } from './admin-page-header';
import { ResourceTable } from './resource-table';
import { RowActions } from './row-actions';

/**
 * A resource's list: its page from the URL, the table, pagination when there is more than one page,
 * the empty text, loading, "Error Connection" with Try Again, and delete with confirm and toast.
 */
export const ResourceList = ({ resource }: { resource: AdminResource }) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const page = parsePageParam(searchParams.get('page'));
  const { state, retry } = useResourcePage(resource, page);
  const { mutate, pending } = useApiMutation();
  const hrefs = adminHrefs(resource);

  const remove = async (row: { _id: string }, rowsOnPage: number) => {
    const name = resource.nameOf(row);
    if (!window.confirm(`Are you sure for deleting the ${name}?`)) return;
    const result = await mutate({
      call: () => deleteResource(resource, row._id),
      pendingToast: `Deleting the ${name} ...`,
      toast: { autoHideMs: ADMIN_TOAST_MS },
      refresh: resource.onChanged,
    });
    if (!result.success) return;
    const target = resource.afterDelete === 'firstPage' ? 1 : rowsOnPage === 1 && page > 1 ? page - 1 : page;
    if (target !== page) await navigate(hrefs.list(target));
    retry();
  };

  // A page past the last (an old link, or records deleted elsewhere): the last page instead.
  if (state.status === 'success' && state.page.total > 0 && state.page.rows.length === 0 && page > 1) {
    return <Navigate to={hrefs.list(pageCount(state.page.total, resource.pageSize))} replace />;
  }

  return (
    <>
      <AdminPageHeader
        title={resource.label}
        action={
          <Button component={RouterLink} to={hrefs.create} variant="contained" startIcon={<AddRounded />}>
            Add {resource.singular}
          </Button>
        }
      />
      {state.status === 'loading' && (
        <Box role="status" aria-label={`Loading ${resource.label}`} sx={{ py: 6 }}>
          <LinearProgress />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {state.status === 'success' && state.page.total === 0 && (
        <MessageCard icon={<InboxOutlined />} title={resource.emptyText} />
      )}
      {state.status === 'success' && state.page.total > 0 && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ResourceTable
            caption={resource.label}
            columns={resource.columns}
            rows={state.page.rows}
            firstIndex={(page - 1) * resource.pageSize + 1}
            operations={(row) => (
              <RowActions
                name={resource.nameOf(row)}
                editHref={hrefs.edit(row._id)}
                locked={resource.isLocked?.(row) ?? false}
                busy={pending}
                onDelete={() => void remove(row, state.page.rows.length)}
              />
            )}
          />
          <PagePagination
            label={`${resource.label} pages`}
            page={page}
            count={pageCount(state.page.total, resource.pageSize)}
            hrefFor={hrefs.list}
          />
        </Box>
      )}
    </>
  );
};
