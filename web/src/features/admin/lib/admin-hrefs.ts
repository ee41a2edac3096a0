import { paths } from '@/config/paths';
import type { AdminResourceBase, ListFilterValues } from './resource';

/**
 * The admin screens of a resource: its list (at a page, with its filters), its create screen and a
 * record's edit (or view) screen.
 */
export const adminHrefs = ({ name, editPath }: Pick<AdminResourceBase, 'name' | 'editPath'>) => {
  const root = `${paths.admin.root.getHref()}/${name}`;
  return {
    list: (page = 1, filters: ListFilterValues = {}) => {
      const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      if (page > 1) query.set('page', String(page));
      const search = query.toString();
      return search ? `${root}?${search}` : root;
    },
    create: `${root}/new`,
    edit: (id: string) => `${root}/${editPath === 'edit/:id' ? 'edit/' : ''}${encodeURIComponent(id)}`,
  };
};
