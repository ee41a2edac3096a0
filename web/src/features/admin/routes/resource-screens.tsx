import { type LoaderFunctionArgs, type Params, useLoaderData, useParams } from 'react-router-dom';
import { useSessionStore } from '@/features/auth/stores/session';
import { loaderResults } from '@/lib/route-data';
import { getResourceItem, getResourcePage } from '../api/resource-api';
import { ResourceCreate } from '../components/resource-create';
import { ResourceEdit } from '../components/resource-edit';
import { ResourceList } from '../components/resource-list';
import { listQueryOf } from '../hooks/use-resource-page';
import type { AdminResourceBase, AnyAdminResource } from '../lib/resource';
import { selectIsMainAdmin } from '../lib/main-admin';
import { adminOnly, toDashboard } from './admin-access';

/** The resources the signed-in admin may manage (resources.ts `resourcesFor`; a test's own in tests). */
type ResourcesFor = (isMainAdmin: boolean) => AnyAdminResource[];

/**
 * The screens of every resource under one `:resource` segment of the route table: its list, its create
 * screen and a record's edit or view screen, each a `{ loader, Component }` for a lazy route. The loader
 * finds the resource the URL names among those the signed-in admin may manage; any other name (a
 * resource only the Main Admin has, for another admin) opens the dashboard, as an unknown address does.
 */
export const resourceScreens = (resourcesFor: ResourcesFor) => {
  const named = (name: string | undefined, isMainAdmin: boolean) =>
    resourcesFor(isMainAdmin).find((resource) => resource.name === name);

  const resourceOf = async (params: Params) => {
    const { isMainAdmin } = await adminOnly();
    const resource = named(params.resource, isMainAdmin);
    if (!resource) throw toDashboard();
    return resource;
  };

  /** The screen's resource (its loader has checked the admin may manage it). */
  const useResource = () => named(useParams().resource, useSessionStore(selectIsMainAdmin));

  const listLoader = async ({ params, request }: LoaderFunctionArgs) => {
    const resource = await resourceOf(params);
    const { page, filters } = listQueryOf(resource, new URL(request.url).searchParams);
    const answers = await loaderResults({ list: getResourcePage(resource, page, filters, request.signal) });
    return { page, filters, ...answers };
  };

  const createLoader = async ({ params }: LoaderFunctionArgs) => {
    if ((await resourceOf(params)).view) throw toDashboard();
    return null;
  };

  /** A record's screen at one of the two edit paths a resource may declare (`edit/:id` or `:id`). */
  const recordScreen = (editPath: AdminResourceBase['editPath']) => {
    const loader = async ({ params, request }: LoaderFunctionArgs) => {
      const resource = await resourceOf(params);
      if (resource.editPath !== editPath) throw toDashboard();
      return loaderResults({ record: getResourceItem<{ _id: string }>(resource, params.id ?? '', request.signal) });
    };
    const Component = () => {
      const { record } = useLoaderData<typeof loader>();
      const resource = useResource();
      const id = useParams().id;
      if (!resource) return null;
      const View = resource.view;
      // A screen of its own per record: what one record's screen holds (a save's answer) stays with it.
      if (View) return <View key={id} record={record} resource={resource} />;
      return <ResourceEdit key={`${resource.name}/${id}`} resource={resource} record={record} />;
    };
    return { loader, Component };
  };

  return {
    list: {
      loader: listLoader,
      Component: () => {
        const { page, filters, list } = useLoaderData<typeof listLoader>();
        const resource = useResource();
        if (!resource) return null;
        return <ResourceList key={resource.name} resource={resource} page={page} filters={filters} list={list} />;
      },
    },
    create: {
      loader: createLoader,
      Component: () => {
        const resource = useResource();
        if (!resource || resource.view) return null;
        return <ResourceCreate key={resource.name} resource={resource} />;
      },
    },
    edit: recordScreen('edit/:id'),
    record: recordScreen(':id'),
  };
};
