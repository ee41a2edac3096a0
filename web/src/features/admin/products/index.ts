import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product, ProductInput, ProductListAnswer } from '@shop/contract';
import { ADMIN_PRODUCTS_PAGE_SIZE, API_PATHS, productSchema } from '@shop/contract';
import { useCategories } from '@/hooks/use-categories';
import { formatPrice } from '@/utils/format';
import { defineResource } from '../lib/resource';

const useCategoryOptions = () => useCategories().map((category) => ({ value: category._id, label: category.title }));

/** The form holds the price as typed ('' while empty); the schema makes it a number. */
type ProductValues = Omit<ProductInput, 'price'> & { price: number | '' };

export const productsResource = defineResource<Product, ProductValues>({
  name: 'products',
  label: 'Products',
  singular: 'product',
  icon: Inventory2Outlined,
  editPath: ':id',
  api: {
    list: API_PATHS.products,
    item: API_PATHS.product,
    readList: (answer) => {
      const { body, totalProducts } = answer as ProductListAnswer;
      return { rows: body ?? [], total: totalProducts.filtered };
    },
  },
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  columns: [
    { header: 'Row', cell: (_, row) => row },
    { header: 'Title', cell: (product) => product.title },
    { header: 'Category', cell: (product) => product.category.title, wideOnly: true },
    { header: 'Price', cell: (product) => formatPrice(product.price) },
  ],
  emptyText: 'Your Product is empty',
  nameOf: (product) => `product ${product.title}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'longText', name: 'description', label: 'Description', rows: 5 },
    { kind: 'number', name: 'price', label: 'Price', prefix: '$' },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'Select a category',
      useOptions: useCategoryOptions,
    },
    { kind: 'image', name: 'image', label: 'Product image' },
  ],
  schema: productSchema,
  emptyValues: { title: '', description: '', price: '', category: '', image: '' },
  toValues: ({ title, description, price, category, image }) => ({
    title,
    description,
    price,
    category: category._id,
    image,
  }),
  messages: { created: 'New product created successfully', updated: 'Your Product Updated Successfully' },
  afterCreate: { go: 'edit', delayMs: 2000 },
  afterUpdate: { go: 'stay', clearAfterMs: 3000 },
});
