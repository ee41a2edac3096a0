import {
  API_PATHS,
  COLOUR_PARAM,
  CONCERNS,
  DEFAULT_SHOP_PAGE_SIZE,
  FREE_FROM,
  isAdminRole,
  MAX_PRODUCT_IDS,
  PRODUCT_FACT_FIELDS,
  PRODUCT_FACT_PARAMS,
  PRODUCT_IDS_PARAM,
  ROUTINE_STEPS,
  SKIN_TYPES,
  PRODUCT_SORTS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SHADE_FAMILIES,
  SORT_ORDERS,
  SUGGESTION_LIMIT,
  STOCK_FILTERS,
  type ProductListAnswer,
  type ProductSort,
  type ProductSuggestionsAnswer,
  type WithVariants,
} from '@shop/contract';
import { Router, type Request } from 'express';
import { requireAdmin } from '../http/auth';
import { publicCache, send, sendList } from '../http/envelope';
import { badRequest, invalidInput } from '../http/errors';
import { docId } from '../http/ids';
import { readPaging } from '../http/paging';
import { queryChoice, queryChoices, queryIds, queryText } from '../http/query';
import { withVariantsOnSale } from '../rules/variants';
import {
  createProduct,
  editProduct,
  findProduct,
  findProducts,
  listShopProducts,
  readProduct,
  suggestProducts,
} from '../services/products';
import { deleteProductWithReviews } from '../services/reviews';
import { productInput } from './catalog-inputs';

export const productsRouter = Router();

/** Older clients say "updated"/"created" for the date sorts. */
const SORT_ALIASES: Record<string, ProductSort> = { updated: 'updatedAt', created: 'createdAt' };

/** The list's other parameters: none applies to a list of named products. */
const LIST_PARAMS = [
  'page',
  'limit',
  'category',
  'q',
  'sort',
  'order',
  'stock',
  ...Object.values(PRODUCT_FACT_PARAMS),
  COLOUR_PARAM,
];

/** What a caller sees of each product's variants: an admin every one (hidden too), anyone else those on sale. */
const variantsFor = (req: Request) => {
  const admin = isAdminRole(req.caller?.role);
  return <T extends WithVariants>(product: T): T => (admin ? product : withVariantsOnSale(product));
};
const IDS_ALONE = `${PRODUCT_IDS_PARAM} cannot be combined with ${LIST_PARAMS.join(', ')}`;

/** The suggestions' path inside this router (API_PATHS.productSuggestions without its query). */
const SUGGESTIONS_PATH = (API_PATHS.productSuggestions('').split('?')[0] ?? '').slice(API_PATHS.products.length);

/** What a search text longer than SEARCH_MAX_LENGTH is still read as, to answer 422 rather than 400. */
const SEARCH_READ_MAX = 4000;
const SEARCH_LENGTH = `Type ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters to search`;

/** ?q: none when absent or blank; 422 when shorter than SEARCH_MIN_LENGTH or longer than SEARCH_MAX_LENGTH. */
const searchText = (query: Record<string, unknown>): string | undefined => {
  const q = queryText(query, 'q', SEARCH_READ_MAX);
  if (q !== undefined && (Array.from(q).length < SEARCH_MIN_LENGTH || Array.from(q).length > SEARCH_MAX_LENGTH))
    throw invalidInput(SEARCH_LENGTH, { q: SEARCH_LENGTH });
  return q;
};

/**
 * GET /api/products?ids=a,b (public), beside the paged list: the products named, in the order given, up to
 * MAX_PRODUCT_IDS; an id that names no product is left out (totalProducts.filtered counts the found).
 */
const listNamedProducts = async (ids: string[], query: Record<string, unknown>) => {
  if (LIST_PARAMS.some((name) => query[name] !== undefined)) throw badRequest(IDS_ALONE);
  return findProducts(ids);
};

/**
 * GET /api/products?page&limit&category&q&sort&order&skin&concern&step&free&colour (public).
 * Answer: { success, message, body: Product[], totalProducts: { all, filtered } } (ProductListAnswer).
 * limit defaults to 6 (at most 1000); category is a slug; q (2 to 100 characters, else 422) searches the
 * products' text, every word, typos forgiven (search/); sort: updatedAt (default) | price | createdAt |
 * title | rating (Top rated) | relevance (best match first; without q the default); order: desc | asc.
 * Beside the list: facetCounts (each category, skin type, concern and free-from option's count with the
 * other filters) and, when a search found nothing, didYouMean.
 * skin, concern, step, free: comma-separated fact ids (PRODUCT_FACT_PARAMS); every one narrows the list.
 * colour: one of SHADE_FAMILIES: products with a shade on sale in it (facetCounts.colour counts each family).
 * A product found through a variant's name (q) carries matchedVariantId. Hidden variants are an admin's only.
 * stock: low (1 to 5 units left, or a variant on sale with 1 to 5) | out (sold out, or a variant on sale
 * sold out): tracked products only, fewest left first; public like
 * the stock each product shows, and alone (400 with any other filter; sort and order do not apply).
 * Each product's stock is its document's (exact at LOW_STOCK_MAX or fewer, Product's stock), the live
 * count for an admin caller.
 * ids: see listNamedProducts.
 */
productsRouter.get('/', async (req, res) => {
  const ids = queryIds(req.query, PRODUCT_IDS_PARAM, MAX_PRODUCT_IDS);
  if (ids) {
    const { products, all, filtered } = await listNamedProducts(ids, req.query);
    publicCache(res);
    sendList<ProductListAnswer>(res, { body: products.map(variantsFor(req)), totalProducts: { all, filtered } });
    return;
  }
  const paging = readPaging(req.query, DEFAULT_SHOP_PAGE_SIZE);
  const filter = {
    category: queryText(req.query, 'category', 64),
    q: searchText(req.query),
    sort: queryChoice(req.query, 'sort', PRODUCT_SORTS, SORT_ALIASES),
    order: queryChoice(req.query, 'order', SORT_ORDERS),
    skinTypes: queryChoices(req.query, PRODUCT_FACT_PARAMS.skinTypes, SKIN_TYPES),
    concerns: queryChoices(req.query, PRODUCT_FACT_PARAMS.concerns, CONCERNS),
    steps: queryChoices(req.query, PRODUCT_FACT_PARAMS.routineStep, ROUTINE_STEPS),
    freeFrom: queryChoices(req.query, PRODUCT_FACT_PARAMS.freeFrom, FREE_FROM),
    colour:
      queryText(req.query, COLOUR_PARAM, 40) === undefined
        ? undefined
        : queryChoice(req.query, COLOUR_PARAM, SHADE_FAMILIES),
    stock: queryText(req.query, 'stock', 40) === undefined ? undefined : queryChoice(req.query, 'stock', STOCK_FILTERS),
  };
  // The admin's list shows each sharded product's live count; a visitor's card needs only the document's.
  const live = isAdminRole(req.caller?.role);
  const { products, all, filtered, ...extras } = await listShopProducts(filter, paging, { live });
  publicCache(res);
  sendList<ProductListAnswer>(res, {
    body: products.map(variantsFor(req)),
    totalProducts: { all, filtered },
    ...extras,
  });
});

/**
 * GET /api/products/suggestions?q= (public): up to SUGGESTION_LIMIT products best matching q as typed
 * ({ _id, title, price, image, matches }: matches are the title's words the search matched), `total`
 * products matching in all, and didYouMean when none does. q as in the list (2 to 100 characters).
 */
productsRouter.get(SUGGESTIONS_PATH, async (req, res) => {
  const q = searchText(req.query);
  if (q === undefined) throw invalidInput(SEARCH_LENGTH, { q: SEARCH_LENGTH });
  const { suggestions, total, didYouMean } = await suggestProducts(q, SUGGESTION_LIMIT);
  publicCache(res);
  sendList<ProductSuggestionsAnswer>(res, { body: suggestions, total, ...(didYouMean ? { didYouMean } : {}) });
});

/** GET /api/products/{id} (public). */
productsRouter.get('/:id', async (req, res) => {
  const product = await readProduct(docId(req.params.id, 'product id'));
  publicCache(res);
  send(res, variantsFor(req)(product));
});

/** POST /api/products (admin): answers the stored product. */
productsRouter.post('/', async (req, res) => {
  requireAdmin(req);
  const input = await productInput(req.body);
  send(res, await createProduct(input), 'New product created successfully', 201);
});

/**
 * A PUT that sends only the product's original fields (title, description, price, category, image)
 * keeps the facts the product has: each fact field the body leaves out is taken from the stored product.
 */
const withStoredFacts = async (id: string, body: unknown): Promise<unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const missing = PRODUCT_FACT_FIELDS.filter((field) => !(field in body));
  if (!missing.length) return body;
  const stored = await findProduct(id);
  if (!stored) return body;
  return { ...Object.fromEntries(missing.map((field) => [field, stored[field]])), ...body };
};

/**
 * PUT /api/products/{id} (admin): the whole editable product, as on creation; facts left out are kept. A
 * new title or image reaches the product's reviews. The stock changes by `addUnits` (added to the live
 * count); a `stock` other than a tracked product's live count is 409 (rules/stock.ts unitsAfterEdit).
 */
productsRouter.put('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'product id');
  const input = await productInput(await withStoredFacts(id, req.body));
  send(res, await editProduct(id, input), 'Your Product Updated Successfully');
});

/** DELETE /api/products/{id} (admin): answers the deleted product; its reviews and their votes go too. */
productsRouter.delete('/:id', async (req, res) => {
  requireAdmin(req);
  const id = docId(req.params.id, 'product id');
  send(res, await deleteProductWithReviews(id), 'The product deleted successfully');
});
