import AddRounded from '@mui/icons-material/AddRounded';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { MessageCard } from '@/components/message-card';
import { PagePagination } from '@/components/page-pagination';
import type { ApiResult } from '@/lib/api-client';
import type { LoaderResult } from '@/lib/route-data';
import { pageCount } from '@/utils/page-count';
import { useDeleteRecord } from '../hooks/use-delete-record';
import { useResourcePage } from '../hooks/use-resource-page';
import { ERROR_CONNECTION } from '../lib/admin-texts';
import { adminHrefs } from '../lib/admin-hrefs';
import type { AnyAdminResource, ListFilterValues } from '../lib/resource';
import { AdminPageHeader } from './admin-page-header';
import { ListFilters } from './list-filters';
import { ResourceTable } from './resource-table';
import { DeleteAction, RowActions } from './row-actions';
import { ViewAction } from './view-action';

interface ResourceListProps {
  resource: AnyAdminResource;
  /** The page and filters the URL holds, and the loader's answer for them. */
  page: number;
  filters: ListFilterValues;
  list: LoaderResult<ApiResult<unknown>>;
}

/**
 * A resource's list: the table of the page its loader asked for, pagination when there is more than
 * one page, the empty text, loading, "Error Connection" with Try Again, and delete with confirm and
 * toast (or, for a read-only resource, a link to each record's view, and a delete when it allows one).
 * Paging and filtering change the URL, which runs the loader again; `retry` is the router's revalidation.
 */
export const ResourceList = ({ resource, page, filters, list }: ResourceListProps) => {
  const navigate = useNavigate();
  const { state, retry } = useResourcePage(resource, list);
  const { remove: removeRecord, pending } = useDeleteRecord(resource);
  const hrefs = adminHrefs(resource);
  const listHref = (target: number) => hrefs.list(target, filters);

  const remove = async (row: { _id: string }, rowsOnPage: number) => {
    if (!(await removeRecord(row))) return;
    const afterDelete = resource.view ? 'stay' : resource.afterDelete;
    const target = afterDelete === 'firstPage' ? 1 : rowsOnPage === 1 && page > 1 ? page - 1 : page;
    // Another page runs the loader through its URL; the same page asks the loader again.
    if (target !== page) await navigate(listHref(target));
    else retry();
  };

  // A page past the last (an old link, or records deleted elsewhere): the last page instead.
  if (state.status === 'success' && state.page.total > 0 && state.page.rows.length === 0 && page > 1) {
    return <Navigate to={listHref(pageCount(state.page.total, resource.pageSize))} replace />;
  }

  return (
    <>
      <AdminPageHeader
        title={resource.label}
        action={
          resource.view ? undefined : (
            <Button component={RouterLink} to={hrefs.create} variant="contained" startIcon={<AddRounded />}>
              Add {resource.singular}
            </Button>
          )
        }
      />
      {resource.filters && (
        <ListFilters
          key={new URLSearchParams(filters).toString()}
          filters={resource.filters}
          values={filters}
          onChange={(values) => void navigate(hrefs.list(1, values))}
        />
      )}
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
            emphasize={resource.emphasize}
            operations={(row) => {
              const onDelete = () => void remove(row, state.page.rows.length);
              if (!resource.view)
                return (
                  <RowActions
                    name={resource.nameOf(row)}
                    editHref={hrefs.edit(row._id)}
                    locked={resource.isLocked?.(row) ?? false}
                    busy={pending}
                    onDelete={onDelete}
                  />
                );
              const view = <ViewAction name={resource.nameOf(row)} href={hrefs.edit(row._id)} />;
              const RowAction = resource.rowAction;
              if (!resource.deletable && !RowAction) return view;
              return (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                  {RowAction && <RowAction row={row} onDone={() => retry()} />}
                  {resource.deletable && (
                    <DeleteAction name={resource.nameOf(row)} disabled={pending} onDelete={onDelete} />
                  )}
                  {view}
                </Box>
              );
            }}
          />
          <PagePagination
            label={`${resource.label} pages`}
            page={page}
            count={pageCount(state.page.total, resource.pageSize)}
            hrefFor={listHref}
          />
        </Box>
      )}
    </>
  );
};
