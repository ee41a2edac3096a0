import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import type { ApiResult } from '@/lib/api-client';
import { type LoaderResult, useLoaderResult } from '@/lib/route-data';
import { ERROR_CONNECTION } from '../lib/admin-texts';
import type { AdminResource } from '../lib/resource';
import { AdminPageHeader } from './admin-page-header';
import { BackToList } from './back-to-list';
import { ResourceForm, type Banner, type SavedState } from './resource-form';

interface ResourceEditProps {
  resource: AdminResource;
  /** The loader's answer for the record in the URL. */
  record: LoaderResult<ApiResult<{ _id: string }>>;
}

/**
 * A record's edit screen: loading, "Error Connection" with Try Again (the loader asked again), or the
 * form filled in. A save answers the record as it is now, so the form and the summary take that answer
 * instead of asking the loader again.
 */
export const ResourceEdit = ({ resource, record }: ResourceEditProps) => {
  const { state, retry } = useLoaderResult(record);
  const saved = (useLocation().state as SavedState | null)?.saved;
  const initialBanner = useMemo<Banner | null>(() => (saved ? { message: saved, severity: 'success' } : null), [saved]);
  // The record as the last save answered it, for the summary above the form (the loaded one until then).
  const [savedRecord, setSavedRecord] = useState<{ _id: string } | null>(null);
  const Summary = resource.summary;

  return (
    <>
      <AdminPageHeader title={`Edit ${resource.singular}`} action={<BackToList resource={resource} />} />
      {state.status === 'loading' && (
        <Box role="status" aria-label={`Loading the ${resource.singular}`} sx={{ py: 6 }}>
          <LinearProgress />
        </Box>
      )}
      {state.status === 'error' && (
        <ErrorCard title={ERROR_CONNECTION} message={state.message} retryLabel="Try Again" onRetry={retry} />
      )}
      {state.status === 'success' && Summary && <Summary record={savedRecord ?? state.data} />}
      {state.status === 'success' && (
        <ResourceForm
          key={state.data._id}
          resource={resource}
          mode="edit"
          id={state.data._id}
          initialValues={resource.toValues(state.data)}
          initialBanner={initialBanner}
          onSaved={setSavedRecord}
        />
      )}
    </>
  );
};
