import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { Product, ProductInput, ProductListAnswer, RoutineStep } from '@shop/contract';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  API_PATHS,
  RELEVANCE_SORT,
  CONCERN_LABELS,
  CONCERNS,
  formatMoney,
  FREE_FROM,
  FREE_FROM_LABELS,
  productFormSchema,
  ROUTINE_STEP_LABELS,
  ROUTINE_STEPS,
  SKIN_TYPE_LABELS,
  SKIN_TYPES,
  STOCK_FILTER_LABELS,
  STOCK_FILTERS,
} from '@shop/contract';
import { createElement } from 'react';
import { useCategories } from '@/hooks/use-categories';
import { defineResource, type FormValueOf } from '../lib/resource';
import { ProductVariantsSummary } from './variants/product-variants-summary';
import { VariantStockCell } from './variants/variant-stock-cell';
import { kindPlural, variantFormValues, variantsPayload, type VariantFormValues } from './variants/variant-values';
import { VARIANT_KIND_FIELD, VariantsField } from './variants/variants-field';

const optionsOf = <T extends string>(ids: readonly T[], labels: Record<T, string>) =>
  ids.map((id) => ({ value: id, label: labels[id] }));
const STEP_OPTIONS = optionsOf(ROUTINE_STEPS, ROUTINE_STEP_LABELS);

/** While the form has shades or sizes, the line under the product's own price and stock (which they set). */
const setByVariants = (valueOf: FormValueOf): string | undefined => {
  const rows = valueOf('variants');
  const kind = valueOf(VARIANT_KIND_FIELD);
  if (!Array.isArray(rows) || !rows.length || (kind !== 'shade' && kind !== 'size')) return undefined;
  return `Set by its ${kindPlural(kind)}`;
};
const hasVariantRows = (valueOf: FormValueOf) => setByVariants(valueOf) !== undefined;

const useCategoryOptions = () => useCategories().map((category) => ({ value: category._id, label: category.title }));

/**
 * The form holds the price as typed and the step as chosen ('' while empty: a product the API saved
 * without one); the form's schema checks both and, unlike the API, requires the step.
 */
type ProductValues = Omit<ProductInput, 'price' | 'routineStep' | 'stock' | 'addUnits' | 'variants'> &
  VariantFormValues & {
    price: number | '';
    routineStep: RoutineStep | '';
    /** '' while empty: the stock is not tracked. Typed on create; on edit it shows the count as opened. */
    stock: number | '';
    /** Edit only: units to add to what is in stock when saved ('' or 0: none; negative writes units off). */
    addUnits: number | '';
  };

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
    // The storefront's search engine: a search lists the best matches first.
    listQuery: (filters) => (filters.q ? { ...filters, sort: RELEVANCE_SORT } : filters),
  },
  pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
  columns: [
    // Phones hide the counter (and the category), so title, price, stock and the buttons fit 360 px.
    { header: 'Row', cell: (_, row) => row, wideOnly: true },
    { header: 'Title', cell: (product) => product.title },
    { header: 'Category', cell: (product) => product.category.title, wideOnly: true },
    { header: 'Price', cell: (product) => formatMoney(product.price) },
    { header: 'Stock', cell: (product) => createElement(VariantStockCell, { product }) },
  ],
  filters: [
    { kind: 'search', name: 'q', label: 'Title, ingredient or category' },
    {
      kind: 'select',
      name: 'stock',
      label: 'Stock',
      allLabel: 'Every product',
      options: STOCK_FILTERS.map((value) => ({ value, label: STOCK_FILTER_LABELS[value] })),
    },
  ],
  emptyText: 'Your Product is empty',
  nameOf: (product) => `product ${product.title}`,
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'longText', name: 'description', label: 'Description', rows: 5 },
    { kind: 'number', name: 'price', label: 'Price', prefix: '$', setBy: setByVariants },
    {
      kind: 'number',
      name: 'stock',
      label: 'Stock',
      hint: 'Units to sell. Leave empty to sell it without counting.',
      only: 'create',
      setBy: setByVariants,
    },
    // On edit the stock is shown as it was when the form opened, and changed only by adding units, so
    // units sold while the form is open are never written back.
    {
      kind: 'number',
      name: 'stock',
      label: 'Stock',
      hint: 'In stock when you opened this product.',
      only: 'edit',
      readOnlyOnEdit: true,
      setBy: setByVariants,
    },
    {
      kind: 'number',
      name: 'addUnits',
      label: 'Add units',
      hint: 'Units that arrived, added to the stock when you save (negative writes units off). On a product not counted yet, its stock from now on.',
      only: 'edit',
      // A product with shades or sizes is restocked per variant.
      hiddenWhen: hasVariantRows,
    },
    { kind: 'custom', name: 'variants', label: 'Shades and sizes', component: VariantsField },
    {
      kind: 'select',
      name: 'category',
      label: 'Category',
      placeholder: 'Select a category',
      useOptions: useCategoryOptions,
    },
    { kind: 'image', name: 'image', label: 'Product image' },
    {
      kind: 'select',
      name: 'routineStep',
      label: 'Routine step',
      placeholder: 'Choose a step',
      useOptions: () => STEP_OPTIONS,
    },
    {
      kind: 'multiSelect',
      name: 'skinTypes',
      label: 'Suits skin types',
      options: optionsOf(SKIN_TYPES, SKIN_TYPE_LABELS),
    },
    { kind: 'multiSelect', name: 'concerns', label: 'Concerns', options: optionsOf(CONCERNS, CONCERN_LABELS) },
    { kind: 'multiSelect', name: 'freeFrom', label: 'Free from', options: optionsOf(FREE_FROM, FREE_FROM_LABELS) },
    {
      kind: 'stringList',
      name: 'keyIngredients',
      label: 'Key ingredients',
      itemLabel: 'Key ingredient',
      addLabel: 'Add key ingredient',
    },
    { kind: 'longText', name: 'ingredients', label: 'Ingredients (INCI)', rows: 4 },
    { kind: 'text', name: 'size', label: 'Size' },
  ],
  schema: productFormSchema,
  emptyValues: {
    title: '',
    description: '',
    price: '',
    stock: '',
    addUnits: '',
    category: '',
    image: '',
    routineStep: '',
    skinTypes: [],
    concerns: [],
    freeFrom: [],
    keyIngredients: [],
    ingredients: '',
    size: '',
    variantKind: '',
    variants: [],
  },
  toValues: ({ title, description, price, stock, category, image, ...facts }) => ({
    title,
    description,
    price,
    stock: stock ?? '',
    addUnits: '',
    category: category._id,
    image,
    routineStep: facts.routineStep ?? '',
    skinTypes: facts.skinTypes,
    concerns: facts.concerns,
    freeFrom: facts.freeFrom,
    keyIngredients: facts.keyIngredients,
    ingredients: facts.ingredients,
    size: facts.size,
    ...variantFormValues(facts.variants),
  }),
  // Create sends the stock typed. Edit sends the units added with the stock the form saw (a product not
  // counted yet starts at them): the server adds them only while that is still the count, so a sale
  // while the form was open, or the same save sent twice, adds nothing (409). After a save the form
  // sees the saved stock, so a second add works.
  // With shades or sizes the server sets the price and stock from them (the price is still sent: the
  // schema asks for one), each variant carries its own stock or units added, and the kind is not sent.
  toPayload: ({ stock, addUnits, variantKind: _kind, variants: rows, ...values }, mode, loaded) => {
    const variants = variantsPayload(rows, mode === 'edit' ? loaded.variants : []);
    if (rows.length) return { ...values, ...variants };
    if (mode === 'create') return { ...values, stock, ...variants };
    if (addUnits === '' || addUnits === 0) return { ...values, ...variants };
    return loaded.stock === ''
      ? { ...values, stock: addUnits, ...variants }
      : { ...values, stock: loaded.stock, addUnits, ...variants };
  },
  summary: ProductVariantsSummary,
  messages: { created: 'New product created successfully', updated: 'Your Product Updated Successfully' },
  afterCreate: { go: 'edit', delayMs: 2000 },
  afterUpdate: { go: 'stay', clearAfterMs: 3000 },
});
