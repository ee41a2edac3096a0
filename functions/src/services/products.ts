import type { Product } from '@shop/contract';
import { badRequest, notFound } from '../http/errors';
import type { Paging } from '../http/paging';
import { combinesStockFilter, STOCK_FILTER_ALONE } from '../repositories/product-query';
import {
  findProduct,
  listProducts,
  PRODUCT_NOT_FOUND,
  updateProduct,
  type ListStock,
  type ProductFilter,
  type ProductPage,
  type ProductWrite,
} from '../repositories/products';
import { editProductWithReviews } from './reviews';

// What POST and PUT accept is the shape the repository writes; its category must name a category.
export {
  createProduct,
  findProduct,
  findProducts,
  SELECT_CATEGORY,
  suggestProducts,
  type ProductWrite,
} from '../repositories/products';

/** GET /api/products: one page of the shop's list; a stock list stands alone (400 with any other filter). */
export const listShopProducts = (filter: ProductFilter, paging: Paging, stock: ListStock): Promise<ProductPage> => {
  if (combinesStockFilter(filter)) throw badRequest(STOCK_FILTER_ALONE);
  return listProducts(filter, paging, stock);
};

/** GET /api/products/{id}: the product with its exact stock; 404 when there is none. */
export const readProduct = async (id: string): Promise<Product> => {
  const product = await findProduct(id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
};

/** PUT /api/products/{id}: the product as written; a new title or image reaches its reviews. */
export const editProduct = (id: string, input: ProductWrite): Promise<Product> =>
  editProductWithReviews(id, () => updateProduct(id, input));
