import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { Category, CategoryInput, CategoryListAnswer } from '@shop/contract';
import { ADMIN_PAGE_SIZE, API_PATHS, categorySchema } from '@shop/contract';
import { refreshCategories } from '@/lib/refresh-categories';
import { defineResource } from '../lib/resource';

export const categoriesResource = defineResource<Category, CategoryInput>({
  name: 'categories',
  label: 'Categories',
  singular: 'category',
  icon: CategoryOutlined,
  editPath: 'edit/:id',
  api: {
    list: API_PATHS.categories,
    item: API_PATHS.category,
    readList: (answer) => {
      const { body, totalCategories } = answer as CategoryListAnswer;
      return { rows: body ?? [], total: totalCategories.all };
    },
  },
  pageSize: ADMIN_PAGE_SIZE,
  columns: [
    { header: 'Title', cell: (category) => category.title },
    { header: 'Slug', cell: (category) => category.slug },
  ],
  emptyText: 'There is no Category',
  nameOf: (category) => `category ${category.title}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'text', name: 'slug', label: 'Slug' },
  ],
  schema: categorySchema,
  emptyValues: { title: '', slug: '' },
  toValues: ({ title, slug }) => ({ title, slug }),
  messages: { created: 'New Category Created Successfully', updated: 'The category updated successfully' },
  afterCreate: { go: 'list', delayMs: 2000 },
  afterUpdate: { go: 'list', delayMs: 2000 },
  onChanged: refreshCategories,
});
