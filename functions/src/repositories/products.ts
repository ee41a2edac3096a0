import {
  CONCERNS,
  FREE_FROM,
  ROUTINE_STEPS,
  SKIN_TYPES,
  type CategoryRef,
  type Product,
  type ProductFacts,
  type StockFilter,
} from '@shop/contract';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { invalidInput, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import {
  layoutFieldsOf,
  newLayoutFieldsOf,
  STOCK_FIELD,
  stockLayoutOf,
  stockOf,
  stockRangeOf,
  unitsAfterEdit,
} from '../services/stock';
import { deleteShardsInTx, liveStockOf, readLiveStockInTx, writeShardsInTx } from './stock-shards';
import { categoriesCollection } from './categories';
import { iso, num, str } from './convert';
import { readPage } from './pages';
import { toProductDocument, type ProductFields } from './product-document';
import { productQueryShape, type ProductFilter, type QueryShape } from './product-query';
import { productRatingOf, reviewStatsOf } from '../services/review-figures';

export type { ProductFilter } from './product-query';

export {
  productSearchTerms,
  searchTermOf,
  toProductDocument,
  type ProductDocument,
  type ProductFields,
} from './product-document';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const SELECT_CATEGORY = 'Select the category';

const categoryRefOf = (value: unknown): CategoryRef => {
  const data = (typeof value === 'object' && value !== null ? value : {}) as DocumentData;
  return { _id: str(data, '_id'), title: str(data, 'title'), slug: str(data, 'slug') };
};

/** The ids of one fixed list a document holds (unknown values are dropped). */
const ids = <T extends string>(data: DocumentData, key: string, allowed: readonly T[]): T[] =>
  Array.isArray(data[key]) ? allowed.filter((id) => (data[key] as unknown[]).includes(id)) : [];

const strings = (data: DocumentData, key: string): string[] =>
  Array.isArray(data[key]) ? (data[key] as unknown[]).filter((v): v is string => typeof v === 'string') : [];

/** Products stored without facts read as having none: no claims and no routine step (in no routine). */
const factsOf = (data: DocumentData): ProductFacts => {
  const step = ROUTINE_STEPS.find((id) => id === str(data, 'routineStep'));
  return {
    skinTypes: ids(data, 'skinTypes', SKIN_TYPES),
    concerns: ids(data, 'concerns', CONCERNS),
    ...(step ? { routineStep: step } : {}),
    freeFrom: ids(data, 'freeFrom', FREE_FROM),
    keyIngredients: strings(data, 'keyIngredients'),
    ingredients: str(data, 'ingredients'),
    size: str(data, 'size'),
  };
};

/** Only a tracked product carries `stock`. */
const stockFieldOf = (data: DocumentData): Pick<Product, 'stock'> => {
  const stock = stockOf(data);
  return stock === undefined ? {} : { stock };
};

const toProduct = (id: string, data: DocumentData): Product => ({
  _id: id,
  title: str(data, 'title'),
  description: str(data, 'description'),
  price: num(data, 'price'),
  category: categoryRefOf(data.category),
  image: str(data, 'image'),
  ...factsOf(data),
  ...stockFieldOf(data),
  rating: productRatingOf(reviewStatsOf(data)),
  createdAt: iso(data, 'createdAt'),
  updatedAt: iso(data, 'updatedAt'),
});

/** Reads check every field; writes go through toProductDocument (see create/update below). */
export const productConverter: FirestoreDataConverter<Product> = {
  toFirestore: () => {
    throw new Error('Write products with toProductDocument');
  },
  fromFirestore: (snap: QueryDocumentSnapshot): Product => toProduct(snap.id, snap.data()),
};

const productsRaw = () => db.collection('products');
export const productsCollection = () => productsRaw().withConverter(productConverter);

export interface ProductPage {
  products: Product[];
  all: number;
  filtered: number;
}

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

const stockRangeQuery = (query: Query, [field, min, max]: NonNullable<QueryShape['range']>): Query =>
  query.where(field, '>=', min).where(field, '<=', max);

/** How many products are in a stock list (low, out): a count aggregation on the single-field index. */
export const countStockList = (filter: StockFilter): Promise<number> => {
  const { min, max } = stockRangeOf(filter);
  return count(stockRangeQuery(productsRaw(), [STOCK_FIELD, min, max]));
};

/**
 * One page of the shop's list, with the collection's size and the size of the filtered list.
 * The query (filters, order and the indexes it needs) is described in product-query.ts.
 * Totals are count() aggregations of the same query (billed one read per 1,000 index entries, no
 * documents read); pages are anchored (pages.ts), so a request reads about a page of documents.
 */
export const listProducts = async (filter: ProductFilter, { offset, limit }: Paging): Promise<ProductPage> => {
  const shape = productQueryShape(filter);
  if (!shape) return { products: [], all: await count(productsRaw()), filtered: 0 };

  let filtered: Query = productsRaw();
  for (const [field, value] of shape.equals) filtered = filtered.where(field, '==', value);
  if (shape.contains) filtered = filtered.where(shape.contains[0], 'array-contains', shape.contains[1]);
  if (shape.range) filtered = stockRangeQuery(filtered, shape.range);
  const hasFilter = Boolean(shape.equals.length || shape.contains || shape.range);

  const ordered = filtered
    .withConverter(productConverter)
    .orderBy(shape.sort, shape.order)
    .orderBy(FieldPath.documentId(), shape.order);
  const all = count(productsRaw());
  const filteredCount = hasFilter ? count(filtered) : all;
  const [products, allCount, filteredTotal] = await Promise.all([
    readPage({
      collection: 'products',
      key: JSON.stringify([shape.equals, shape.contains ?? '', shape.range ?? '', shape.sort, shape.order]),
      query: ordered,
      sortField: shape.sort,
      offset,
      limit,
      total: filteredCount,
    }),
    all,
    filteredCount,
  ]);
  return { products: await liveStockOf(products), all: allCount, filtered: filteredTotal };
};

export const findProduct = async (id: string): Promise<Product | null> => {
  const product = (await productsCollection().doc(id).get()).data();
  return product ? ((await liveStockOf([product]))[0] ?? null) : null;
};

/**
 * The products with these ids, in the order given, read in one call (getAll); an id that names no
 * product is left out. With the collection's size, as every list answers it.
 */
export const findProducts = async (ids: readonly string[]): Promise<ProductPage> => {
  const refs = ids.map((id) => productsRaw().doc(id));
  const [snapshots, all] = await Promise.all([
    refs.length ? db.getAll(...refs) : Promise.resolve([]),
    count(productsRaw()),
  ]);
  const products = snapshots.flatMap((snapshot) => {
    const data = snapshot.data();
    return data ? [toProduct(snapshot.id, data)] : [];
  });
  return { products: await liveStockOf(products), all, filtered: products.length };
};

/** What POST and PUT accept once validated: the category is a category id. */
export interface ProductWrite extends ProductFields {
  category: string;
  /** Units to add to the live stock (services/stock.ts unitsAfterEdit); updates only. */
  addUnits?: number;
}

const categoryMissing = () => invalidInput(SELECT_CATEGORY, { category: SELECT_CATEGORY });

/** Ids, dates, the category copy and search terms come from here, never from the request. */
export const createProduct = async (input: ProductWrite): Promise<Product> => {
  const ref = productsRaw().doc();
  const product = await db.runTransaction(async (tx) => {
    const category = (await tx.get(categoriesCollection().doc(input.category))).data();
    if (!category) throw categoryMissing();
    const created = toProductDocument(input, category, Timestamp.now());
    // Above LOW_STOCK_MAX units the stock starts in shards (services/stock.ts).
    const layout = created.stock === undefined ? null : stockLayoutOf(created.stock);
    const doc = layout ? { ...created, ...newLayoutFieldsOf(layout) } : created;
    tx.create(ref, doc);
    if (layout) writeShardsInTx(tx, ref.id, layout, 0);
    return toProduct(ref.id, doc);
  });
  return product;
};

export const updateProduct = async (id: string, input: ProductWrite): Promise<Product> => {
  const ref = productsRaw().doc(id);
  const product = await db.runTransaction(async (tx) => {
    const [current, categorySnap] = await Promise.all([
      tx.get(ref),
      tx.get(categoriesCollection().doc(input.category)),
    ]);
    if (!current.exists) throw notFound(PRODUCT_NOT_FOUND);
    const category = categorySnap.data();
    if (!category) throw categoryMissing();
    // The stock changes only by what the save asks of the live count (unitsAfterEdit): a restock never undoes a sale.
    const { live, shardCount } = await readLiveStockInTx(tx, current);
    const units = unitsAfterEdit(live, input);
    // An edit keeps when it was made, its stock unless changed, and its review figures (reviews change those).
    const {
      createdAt: _createdAt,
      stock: _stock,
      reviewStats: _reviewStats,
      ratingRank: _ratingRank,
      ...fields
    } = toProductDocument(input, category, Timestamp.now());
    const layout = typeof units === 'number' ? stockLayoutOf(units) : null;
    if (layout) writeShardsInTx(tx, id, layout, shardCount);
    else if (units === null) deleteShardsInTx(tx, id);
    const stockChanges =
      units === undefined
        ? {}
        : layout
          ? layoutFieldsOf(layout)
          : { stock: FieldValue.delete(), stockShards: FieldValue.delete() };
    tx.update(ref, { ...fields, ...stockChanges });
    return toProduct(id, { ...current.data(), ...fields, stock: units === undefined ? live : (units ?? undefined) });
  });
  return product;
};

export const deleteProduct = async (id: string): Promise<Product> => {
  const ref = productsRaw().doc(id);
  const product = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    const data = current.data();
    if (!data) throw notFound(PRODUCT_NOT_FOUND);
    tx.delete(ref);
    deleteShardsInTx(tx, id);
    return toProduct(id, data);
  });
  return product;
};
