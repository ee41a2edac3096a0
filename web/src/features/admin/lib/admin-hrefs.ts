import { paths } from '@/config/paths';
import type { AdminResource } from './resource';

/** The admin screens of a resource: its list (at a page), its create screen and a record's edit screen. */
export const adminHrefs = ({ name, editPath }: Pick<AdminResource, 'name' | 'editPath'>) => {
  const root = `${paths.admin.root.getHref()}/${name}`;
  return {
    list: (page = 1) => (page > 1 ? `${root}?page=${page}` : root),
    create: `${root}/new`,
    edit: (id: string) => `${root}/${editPath === 'edit/:id' ? 'edit/' : ''}${encodeURIComponent(id)}`,
  };
};
