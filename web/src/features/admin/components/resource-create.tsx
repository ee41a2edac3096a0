import type { AdminResource } from '../lib/resource';
import { AdminPageHeader } from './admin-page-header';
import { BackToList } from './back-to-list';
import { ResourceForm } from './resource-form';

export const ResourceCreate = ({ resource }: { resource: AdminResource }) => (
  <>
    <AdminPageHeader title={`New ${resource.singular}`} action={<BackToList resource={resource} />} />
    <ResourceForm resource={resource} mode="create" initialValues={resource.emptyValues} />
  </>
);
