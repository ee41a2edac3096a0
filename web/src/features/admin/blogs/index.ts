import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { Blog, BlogInput, BlogListAnswer, BlogSummary } from '@shop/contract';
import { ADMIN_PAGE_SIZE, API_PATHS, blogSchema } from '@shop/contract';
import { defineResource } from '../lib/resource';

export const blogsResource = defineResource<BlogSummary & Partial<Pick<Blog, 'items'>>, BlogInput>({
  name: 'blogs',
  label: 'Blogs',
  singular: 'blog',
  icon: ArticleOutlined,
  editPath: ':id',
  api: {
    list: API_PATHS.blogs,
    item: API_PATHS.blog,
    readList: (answer) => {
      const { body, totalBlogs } = answer as BlogListAnswer;
      return { rows: body ?? [], total: totalBlogs.all };
    },
  },
  pageSize: ADMIN_PAGE_SIZE,
  columns: [
    { header: 'Title', cell: (blog) => blog.title },
    { header: 'Slug', cell: (blog) => blog.slug },
  ],
  emptyText: 'There is no blog',
  nameOf: (blog) => `blog ${blog.title}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'text', name: 'slug', label: 'Slug' },
    { kind: 'longText', name: 'description', label: 'Description', rows: 5 },
    { kind: 'text', name: 'subject', label: 'Field' },
    { kind: 'text', name: 'author', label: 'Author' },
    { kind: 'image', name: 'image', label: 'Blog image' },
    {
      kind: 'group',
      name: 'items',
      label: 'Items',
      itemLabel: 'Item',
      addLabel: 'Add item',
      fields: [
        { kind: 'text', name: 'titleItem', label: 'Item title' },
        { kind: 'longText', name: 'descItem', label: 'Item description', rows: 3 },
      ],
      empty: { titleItem: '', descItem: '' },
    },
  ],
  schema: blogSchema,
  emptyValues: { title: '', slug: '', description: '', subject: '', author: '', items: [], image: '' },
  toValues: ({ title, slug, description, details, items, image }) => ({
    title,
    slug,
    description,
    subject: details[0],
    author: details[1],
    items: (items ?? []).map(({ titleItem, descItem }) => ({ titleItem, descItem })),
    image,
  }),
  messages: { created: 'New blog created successfully', updated: 'The blog updated successfully' },
  afterCreate: { go: 'edit', delayMs: 0 },
  afterUpdate: { go: 'stay', clearAfterMs: 3000 },
});
