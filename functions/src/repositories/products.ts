import {
  COLLECTIONS,
  CONCERNS,
  FREE_FROM,
  hasVariants,
  ROUTINE_STEPS,
  SKIN_TYPES,
  VARIANT_UNITS_ONLY,
  type CategoryRef,
  type Product,
  type ProductListItem,
  type ProductVariant,
  type SearchExtras,
  type ProductFacts,
  type StockFilter,
  type VariantInput,
} from '@shop/contract';
import { randomInt } from 'node:crypto';
import {
  FieldPath,
  FieldValue,
  Filter,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { logs } from '../logs';
import { HttpError, invalidInput, notFound, refusalError } from '../http/errors';
import type { Paging } from '../http/paging';
import { layoutFieldsOf, newLayoutFieldsOf, STOCK_FIELD, stockLayoutOf, stockOf, unitsAfterEdit } from '../rules/stock';
import { editVariants, keptVariants, type VariantRefusal } from '../rules/variant-edit';
import {
  newVariantId,
  VARIANT_ONLY_FIELDS,
  VARIANT_STOCK_LISTS_FIELD,
  variantFieldsOf,
  variantFieldsUpdate,
  variantsOf,
  type VariantFields,
} from '../rules/variants';
import { deleteShardsInTx, liveStockOf, readLiveStockInTx, writeShardsInTx } from './stock-shards';
import { releaseStockAlertsInTx } from './stock-alerts';
import { categoriesCollection } from './categories';
import { iso, num, str } from './convert';
import { readPage } from './pages';
import { roundPrice, toProductDocument, type ProductFields } from './product-document';
import { productQueryShape, type ProductFilter, type StockListShape } from './product-query';
import { productRatingOf, reviewStatsOf } from '../rules/review-figures';
import { productCatalog } from './product-catalog';
import type { ProductSearchEngine } from '../search/search-engine';
import { runContendedTransaction } from './transactions';
import { variantsStillNamedInTx } from './variant-lines';

export type { ProductFilter } from './product-query';

export { toProductDocument, type ProductDocument, type ProductFields } from './product-document';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const SELECT_CATEGORY = 'Select the category';
export const PRODUCT_BUSY = 'This product is busy with other changes, please try again';

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

/** Only a product with variants carries `variants` (hidden ones included: the routes leave those out for shoppers). */
const variantsFieldOf = (data: DocumentData): Pick<Product, 'variants'> => {
  const variants = variantsOf(data);
  return variants.length ? { variants } : {};
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
  ...variantsFieldOf(data),
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

const productsRaw = () => db.collection(COLLECTIONS.products);
export const productsCollection = () => productsRaw().withConverter(productConverter);

export interface ProductPage extends SearchExtras {
  products: ProductListItem[];
  all: number;
  filtered: number;
}

const count = async (query: Query): Promise<number> => (await query.count().get()).data().count;

/** A stock list's products: their own units are in it, or a variant on sale is (product-query.ts StockListShape). */
const stockListQuery = (query: Query, { list, units }: StockListShape): Query =>
  query.where(
    Filter.or(Filter.where(STOCK_FIELD, 'in', units), Filter.where(VARIANT_STOCK_LISTS_FIELD, 'array-contains', list)),
  );

/** How many products are in a stock list (low, out): one count aggregation of the list's query. */
export const countStockList = (filter: StockFilter): Promise<number> => {
  const shape = productQueryShape({ stock: filter, sort: 'updatedAt', order: 'asc' });
  return shape?.stock ? count(stockListQuery(productsRaw(), shape.stock)) : Promise.resolve(0);
};

/**
 * The products with these ids as Firestore holds them now, in one getAll: one read per product, whatever
 * its stock. A sharded product answers its document's `stock`, the units at its last layout (Product's
 * stock); the exact count is liveStockOf's.
 */
export const readProducts = async (ids: readonly string[]) => {
  const snapshots = ids.length ? await db.getAll(...ids.map((id) => productsRaw().doc(id))) : [];
  const products = snapshots.flatMap((snap) => {
    const data = snap.data();
    return data ? [toProduct(snap.id, data)] : [];
  });
  return { snapshots, products };
};

/**
 * A stock list (low, out): the products whose own units are in it or with a variant on sale in it,
 * fewest left first, read from Firestore (product-query.ts).
 */
const listStock = async (stock: StockFilter, { offset, limit }: Paging): Promise<ProductPage> => {
  const shape = productQueryShape({ stock, sort: 'updatedAt', order: 'asc' });
  if (!shape?.stock) return { products: [], all: await count(productsRaw()), filtered: 0 };
  const filtered = stockListQuery(productsRaw(), shape.stock);
  const ordered = filtered
    .withConverter(productConverter)
    .orderBy(shape.sort, shape.order)
    .orderBy(FieldPath.documentId());
  const filteredCount = count(filtered);
  const [products, all, filteredTotal] = await Promise.all([
    readPage({
      collection: 'products',
      key: JSON.stringify(shape.stock),
      query: ordered,
      sortField: shape.sort,
      offset,
      limit,
      total: filteredCount,
    }),
    count(productsRaw()),
    filteredCount,
  ]);
  // At most LOW_STOCK_MAX units (never sharded), or a product with variants (never sharded): the
  // document's stock is the live one.
  return { products, all, filtered: filteredTotal };
};

/**
 * Whether this instance's engine holds what Firestore holds now, as far as two cheap reads tell: the
 * collection's count (a create or delete) and the newest product by updatedAt (an edit through the API
 * stamps it): one aggregation and one document, whatever the catalogue's size.
 */
const engineIsCurrent = async (engine: ProductSearchEngine, counted?: Promise<number>): Promise<boolean> => {
  const [all, newest] = await Promise.all([
    counted ?? count(productsRaw()),
    productsRaw().orderBy('updatedAt', 'desc').limit(1).select().get(),
  ]);
  const latest = newest.docs[0];
  return all === engine.size() && (!latest || latest.updateTime.toMillis() <= engine.versionOf(latest.id));
};

/**
 * What the engine answers, with the products it names read from Firestore by id, so what is shown is
 * never stale. If the engine lags behind a write made an instant ago (engineIsCurrent, or a product read
 * newer than the engine's copy, or still held by it though deleted), the answer waits for the feed (at
 * most CATCH_UP_MS) and is made again. Reads: the products, the collection's count and the newest
 * product (twice that when it waits).
 */
const freshAnswer = async <T>(
  find: (engine: ProductSearchEngine) => Promise<T>,
  idsOf: (found: T) => readonly string[],
) => {
  const catalog = productCatalog();
  const { engine } = catalog;
  const counted = count(productsRaw());
  await catalog.ready();
  const current = engineIsCurrent(engine, counted);
  const answer = async () => {
    const applied = catalog.applied;
    const found = await find(engine);
    return { found, read: await readProducts(idsOf(found)), applied };
  };
  const [firstAnswer, engineCurrent] = await Promise.all([answer(), current]);
  let { found, read } = firstAnswer;
  // The check ran beside the answer: it speaks for the engine the answer was made from only if the feed
  // brought nothing in between.
  const sameEngine = catalog.applied === firstAnswer.applied;
  const readHolds = (snapshots: readonly DocumentSnapshot[]) => () =>
    snapshots.every((snap) =>
      snap.exists ? (snap.updateTime?.toMillis() ?? 0) <= engine.versionOf(snap.id) : engine.versionOf(snap.id) === 0,
    );
  const holds = readHolds(read.snapshots);
  if (!engineCurrent || !sameEngine || !holds()) {
    await catalog.catchUp(async () => holds() && (engineCurrent || (await engineIsCurrent(engine))));
    ({ found, read } = await answer());
  }
  return { found, products: read.products, read: read.snapshots.length };
};

/**
 * Each product with its exact stock (liveStockOf): a product with variants is never sharded, so its
 * document's stock (their sum) is exact and costs no aggregation.
 */
const withLiveStock = async (products: readonly Product[]): Promise<Product[]> => {
  const plain = await liveStockOf(products.filter((product) => !hasVariants(product)));
  const live = new Map(plain.map((product) => [product._id, product]));
  return products.map((product) => live.get(product._id) ?? product);
};

/** How a list shows stock: the product documents' (visitors), or each sharded product's live count (admins). */
export interface ListStock {
  live: boolean;
}

/**
 * One page of the shop's list: the search engine (search/) finds, filters, counts and orders; the
 * page's products are read from Firestore by id (freshAnswer), one read each. Admins see each sharded
 * product's live count (one aggregation each); visitors the document's stock, exact at LOW_STOCK_MAX or
 * fewer, which is all a card says.
 */
export const listProducts = async (
  filter: ProductFilter,
  paging: Paging,
  { live }: ListStock = { live: false },
): Promise<ProductPage> => {
  if (filter.stock) return listStock(filter.stock, paging);
  const request = { ...filter, offset: paging.offset, limit: paging.limit };
  const { found, products, read } = await freshAnswer(
    (engine) => engine.search(request),
    (answer) => answer.ids,
  );
  // Documents read: the page and the newest product (the benchmarks count them).
  logs.pageRead({
    collection: 'products',
    offset: paging.offset,
    limit: paging.limit,
    counted: 1,
    scanned: 0,
    read: read + 1,
  });
  const { ids: _ids, matchedVariants, ...extras } = found;
  const listed: ProductListItem[] = (live ? await withLiveStock(products) : products).map((product) => {
    const matchedVariantId = matchedVariants[product._id];
    return matchedVariantId ? { ...product, matchedVariantId } : product;
  });
  return { ...extras, products: listed };
};

/**
 * Up to `limit` products best matching `q` (as the header suggests them), read by id, with how many
 * match; as fresh as a list (freshAnswer): a product deleted or renamed an instant ago is not offered
 * or counted under its old title.
 */
export const suggestProducts = async (q: string, limit: number) => {
  const { found, products, read } = await freshAnswer(
    (engine) => engine.suggest(q, limit),
    (answer) => answer.hits.map((hit) => hit.id),
  );
  const { hits, total, didYouMean } = found;
  logs.pageRead({ collection: 'products', offset: 0, limit, counted: 1, scanned: 0, read: read + 1 });
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  return {
    suggestions: products.map(({ _id, title, price, image }) => {
      const hit = byId.get(_id);
      return {
        _id,
        title,
        price,
        image,
        matches: hit?.matches ?? [],
        ...(hit?.matchedVariantId ? { matchedVariantId: hit.matchedVariantId } : {}),
      };
    }),
    total,
    ...(didYouMean ? { didYouMean } : {}),
  };
};

/** One product with its exact stock (the product page: one read, and one aggregation when sharded). */
export const findProduct = async (id: string): Promise<Product | null> =>
  (await withLiveStock((await readProducts([id])).products))[0] ?? null;

/**
 * The products with these ids, in the order given, read in one call (getAll); an id that names no
 * product is left out. With the collection's size, as every list answers it. Stock as on a list.
 */
export const findProducts = async (ids: readonly string[]): Promise<ProductPage> => {
  const [{ products }, all] = await Promise.all([readProducts(ids), count(productsRaw())]);
  return { products, all, filtered: products.length };
};

/** What POST and PUT accept once validated: the category is a category id. */
export interface ProductWrite extends ProductFields {
  category: string;
  /** Units to add to the live stock (rules/stock.ts unitsAfterEdit); updates only. */
  addUnits?: number;
  /** Its shades or sizes in display order; left out on an update: they stay as they are. */
  variants?: VariantInput[];
}

const categoryMissing = () => invalidInput(SELECT_CATEGORY, { category: SELECT_CATEGORY });

const variantRefusalError = ({ kind, message, field }: VariantRefusal) =>
  new HttpError(kind === 'conflict' ? 409 : 422, message, { [field]: message });

const newId = (taken: ReadonlySet<string>) => newVariantId(taken, (size) => randomInt(size));

/**
 * The variants after a save (rules/variant-edit.ts), prices rounded as the product's; undefined when the
 * save sends none (an update keeps the stored ones as they are).
 */
const savedVariants = (stored: readonly ProductVariant[], input: ProductWrite) => {
  if (input.variants === undefined) return undefined;
  const edit = editVariants(
    stored,
    input.variants.map((variant) => ({ ...variant, price: roundPrice(variant.price) })),
    newId,
  );
  if (edit.refusal) throw variantRefusalError(edit.refusal);
  return edit;
};

/** The variant fields but price and stock (written as they are even when no variant is on sale). */
const variantOnlyFieldsOf = (fields: VariantFields): DocumentData =>
  Object.fromEntries(VARIANT_ONLY_FIELDS.map((field) => [field, fields[field]]));

const isOnSale = (variants: readonly ProductVariant[]): boolean => variants.some((variant) => !variant.hidden);

/**
 * Ids, dates, the category copy and search terms come from here, never from the request. With variants
 * on sale the product's price and stock are theirs (variantFieldsOf) and it has no stock shards.
 */
export const createProduct = async (input: ProductWrite): Promise<Product> => {
  const ref = productsRaw().doc();
  const variants = savedVariants([], input)?.variants ?? [];
  const derived = variantFieldsOf(variants);
  const product = await runContendedTransaction(async (tx) => {
    const category = (await tx.get(categoriesCollection().doc(input.category))).data();
    if (!category) throw categoryMissing();
    const { stock, ...created } = toProductDocument(input, category, Timestamp.now());
    let doc: DocumentData;
    if (isOnSale(variants)) {
      doc = { ...created, ...variantOnlyFieldsOf(derived), price: derived.price ?? created.price };
      if (derived.stock !== null) doc.stock = derived.stock;
    } else {
      // Above LOW_STOCK_MAX units the stock starts in shards (rules/stock.ts).
      const layout = stock === undefined ? null : stockLayoutOf(stock);
      doc = {
        ...created,
        ...(stock === undefined ? {} : { stock }),
        ...(layout ? newLayoutFieldsOf(layout) : {}),
        ...(variants.length ? variantOnlyFieldsOf(derived) : {}),
      };
      if (layout) writeShardsInTx(tx, ref.id, layout, 0);
    }
    tx.create(ref, doc);
    return toProduct(ref.id, doc);
  }, PRODUCT_BUSY);
  return product;
};

/**
 * An admin's save. The product's own stock changes only by what the save asks of the live count
 * (unitsAfterEdit): a restock never undoes a sale; so does each variant's. With variants on sale the
 * product's price and stock are theirs, and a sharded product that gets variants loses its shards in
 * the same transaction. A stored variant the save leaves out is deleted, or hidden while an open cart
 * or an unshipped order names it (read in the same transaction).
 */
export const updateProduct = async (id: string, input: ProductWrite): Promise<Product> => {
  const ref = productsRaw().doc(id);
  const product = await runContendedTransaction(async (tx) => {
    const [current, categorySnap] = await Promise.all([
      tx.get(ref),
      tx.get(categoriesCollection().doc(input.category)),
    ]);
    if (!current.exists) throw notFound(PRODUCT_NOT_FOUND);
    const category = categorySnap.data();
    if (!category) throw categoryMissing();
    const stored = variantsOf(current.data());
    const saved = savedVariants(stored, input);
    const removed = saved?.removed ?? [];
    const stillNamed = await variantsStillNamedInTx(
      tx,
      id,
      removed.map((variant) => variant._id),
    );
    const kept = saved ? keptVariants(saved.variants, removed, stillNamed) : { variants: stored, refusal: null };
    if (kept.refusal) throw variantRefusalError(kept.refusal);
    const { variants } = kept;
    const derived = variantFieldsOf(variants);
    const { live, shardCount } = await readLiveStockInTx(tx, current);
    // An edit keeps when it was made, its stock unless changed, and its review figures (reviews change those).
    const {
      createdAt: _createdAt,
      stock: _stock,
      reviewStats: _reviewStats,
      ratingRank: _ratingRank,
      ...fields
    } = toProductDocument(input, category, Timestamp.now());

    let changes: DocumentData;
    let stockAfter: number | undefined;
    if (isOnSale(variants)) {
      if (input.addUnits) throw invalidInput(VARIANT_UNITS_ONLY, { addUnits: VARIANT_UNITS_ONLY });
      await releaseStockAlertsInTx(tx, id, fields.title, { live, stored, units: derived.stock, variants });
      // A product with variants keeps every unit in its document: the shards it had go in this transaction.
      if (shardCount) deleteShardsInTx(tx, id);
      changes = {
        ...variantFieldsUpdate(derived, fields.price),
        ...(shardCount ? { stockShards: FieldValue.delete() } : {}),
      };
      stockAfter = derived.stock ?? undefined;
    } else {
      const edited = unitsAfterEdit(live, input);
      if (edited.refusal) throw refusalError(edited.refusal);
      // A product whose variants all went keeps their units as its own (laid out as any product's).
      const units = edited.units === undefined && isOnSale(stored) ? live : edited.units;
      await releaseStockAlertsInTx(tx, id, fields.title, { live, stored, units, variants });
      const layout = typeof units === 'number' ? stockLayoutOf(units) : null;
      if (layout) writeShardsInTx(tx, id, layout, shardCount);
      else if (units === null) deleteShardsInTx(tx, id);
      const stockChanges =
        units === undefined
          ? {}
          : layout
            ? layoutFieldsOf(layout)
            : { stock: FieldValue.delete(), stockShards: FieldValue.delete() };
      const variantChanges = variants.length
        ? variantOnlyFieldsOf(derived)
        : stored.length
          ? Object.fromEntries(VARIANT_ONLY_FIELDS.map((field) => [field, FieldValue.delete()]))
          : {};
      changes = { ...stockChanges, ...variantChanges };
      stockAfter = units === undefined ? live : (units ?? undefined);
    }
    tx.update(ref, { ...fields, ...changes });
    const after: DocumentData = { ...current.data(), ...fields, ...changes, stock: stockAfter };
    if (!variants.length) delete after.variants;
    return toProduct(id, after);
  }, PRODUCT_BUSY);
  return product;
};

/**
 * Reads a product in a delete's transaction (404 when there is none): answers it and the writes that
 * delete it with its stock shards, for a transaction that deletes what hangs on it too (its reviews).
 */
export const readProductToDeleteInTx = async (
  tx: Transaction,
  id: string,
): Promise<{ product: Product; deleteIt: () => void }> => {
  const ref = productsRaw().doc(id);
  const data = (await tx.get(ref)).data();
  if (!data) throw notFound(PRODUCT_NOT_FOUND);
  return {
    product: toProduct(id, data),
    deleteIt: () => {
      tx.delete(ref);
      deleteShardsInTx(tx, id);
    },
  };
};
