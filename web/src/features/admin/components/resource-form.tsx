import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { AlertColor } from '@mui/material/Alert';
import type { FormikHelpers, FormikValues } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '@/components/form/form-alert';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { FormikBinding } from '@/components/form/formik-binding';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { saveResource } from '../api/resource-api';
import { useMountedDelay } from '../hooks/use-mounted-delay';
import { adminHrefs } from '../lib/admin-hrefs';
import { toFormErrors } from '../lib/form-errors';
import type { AdminResource } from '../lib/resource';
import { AdminFieldInput } from './fields/admin-field-input';

export interface Banner {
  message: string;
  severity: AlertColor;
}

/** Where the create screen's success message goes with the admin to the edit screen. */
export interface SavedState {
  saved?: string;
}

interface ResourceFormProps {
  resource: AdminResource;
  mode: 'create' | 'edit';
  initialValues: FormikValues;
  /** The record being edited. */
  id?: string;
  /** A message to show from the start (the create screen's, after its redirect here). */
  initialBanner?: Banner | null;
  /** Runs with the record the server answered after a save. */
  onSaved?: (saved: { _id: string }) => void;
}

/**
 * The create and edit form of a resource: its declared fields on the contract's schema; on save the
 * server's field messages land on their fields, and the success message, its timing and the redirect
 * follow the resource's declaration.
 */
export const ResourceForm = ({
  resource,
  mode,
  initialValues,
  id,
  initialBanner = null,
  onSaved,
}: ResourceFormProps) => {
  const navigate = useNavigate();
  const wait = useMountedDelay();
  const { mutate } = useApiMutation();
  const [banner, setBanner] = useState<Banner | null>(initialBanner);
  // The values as the server last gave them, for toPayload to tell what the admin changed.
  const loaded = useRef(initialValues);
  const hrefs = adminHrefs(resource);
  const schema = mode === 'edit' ? (resource.editSchema ?? resource.schema) : resource.schema;
  const fields = resource.fields.filter((field) => !field.only || field.only === mode);

  const show = async (next: Banner, clearAfterMs?: number) => {
    setBanner(next);
    if (clearAfterMs && (await wait(clearAfterMs))) setBanner((current) => (current === next ? null : current));
  };

  // A message brought from the create screen clears like the edit screen's own.
  useEffect(() => {
    const after = resource.afterUpdate;
    if (!initialBanner || after.go !== 'stay') return;
    void wait(after.clearAfterMs).then((done) => {
      if (done) setBanner((current) => (current === initialBanner ? null : current));
    });
  }, [initialBanner, resource.afterUpdate, wait]);

  const showUploadError = (message: string) => {
    setBanner({ message, severity: 'error' });
    window.scrollTo({ top: 0 });
  };

  const submit = async (values: FormikValues, helpers: FormikHelpers<FormikValues>) => {
    setBanner(null);
    const body = resource.toPayload ? resource.toPayload(values, mode, loaded.current) : values;
    const result = await mutate({
      call: () => saveResource<{ _id: string }>(resource, body, id),
      onFieldErrors: (errors) => helpers.setErrors(toFormErrors(errors)),
      refresh: resource.onChanged,
    });
    if (!result.success || !result.body) {
      setBanner({ message: resource.failureMessage?.(result, mode) ?? result.message, severity: 'error' });
      return;
    }
    const saved = result.body;
    resource.onSaved?.(saved, mode);
    onSaved?.(saved);
    const message = mode === 'create' ? resource.messages.created : resource.messages.updated;
    const after = mode === 'create' ? resource.afterCreate : resource.afterUpdate;
    if (after.go === 'stay') {
      loaded.current = resource.toValues(saved);
      helpers.resetForm({ values: loaded.current });
      void show({ message, severity: 'success' }, after.clearAfterMs);
      return;
    }
    setBanner({ message, severity: 'success' });
    if (!(await wait(after.delayMs))) return;
    const state: SavedState = { saved: message };
    await navigate(after.go === 'list' ? hrefs.list() : hrefs.edit(saved._id), { state });
  };

  return (
    <FormikBinding
      config={{ initialValues, validationSchema: schema, onSubmit: submit }}
      submitAtOnce={false}
      render={(form) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit}
            aria-label={`${mode === 'create' ? 'New' : 'Edit'} ${resource.singular}`}
            sx={{ display: 'grid', gap: 2.5 }}
          >
            <FormAlert message={banner?.message ?? null} severity={banner?.severity} />
            {fields.map((field) => (
              <AdminFieldInput key={field.name} field={field} mode={mode} onUploadError={showUploadError} />
            ))}
            <FormSubmitButton startIcon={<SaveOutlined />} sx={{ justifySelf: 'start' }}>
              Save
            </FormSubmitButton>
          </Box>
        </Paper>
      )}
    />
  );
};
