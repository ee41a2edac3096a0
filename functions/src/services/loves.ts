import { LOVE_MESSAGES, LOVES_MAX, type Love, type LovedProduct, type Product } from '@shop/contract';
import { conflict, notFound } from '../http/errors';
import { addLove, countLoves, listLoveRecords, removeLove, type LoveRecord } from '../repositories/loves';
import { PRODUCT_NOT_FOUND, readProducts } from '../repositories/products';
import { withVariantsOnSale } from '../rules/variants';

/** What a love shows of its product: as it is now, with the variants on sale only. */
const lovedProductOf = (product: Product): LovedProduct => {
  const { _id, title, image, price, stock, variants, category } = withVariantsOnSale(product);
  return {
    _id,
    title,
    image,
    price,
    category,
    ...(stock === undefined ? {} : { stock }),
    ...(variants ? { variants } : {}),
  };
};

const loveOf = (record: LoveRecord, product: Product): Love => ({ ...record, product: lovedProductOf(product) });

/** One product as Firestore holds it now (its document's stock, as every list shows it); 404 when there is none. */
const productNow = async (productId: string): Promise<Product> => {
  const [product] = (await readProducts([productId])).products;
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
};

/**
 * The caller's loves, newest first, each with its product now: one read per love and one per product.
 * A love of a product deleted since is not shown.
 */
export const listLoves = async (userId: string): Promise<Love[]> => {
  const records = await listLoveRecords(userId);
  const { products } = await readProducts(records.map((record) => record.productId));
  const byId = new Map(products.map((product) => [product._id, product]));
  return records.flatMap((record) => {
    const product = byId.get(record.productId);
    return product ? [loveOf(record, product)] : [];
  });
};

/** Loves a product (404 for an unknown one); loving it again answers the same love and writes nothing. */
export const love = async (userId: string, productId: string): Promise<Love> => {
  const product = await productNow(productId);
  const record = await addLove(userId, productId, async () => {
    if ((await countLoves(userId)) >= LOVES_MAX) throw conflict(LOVE_MESSAGES.tooMany);
  });
  return loveOf(record, product);
};

/**
 * No longer loves a product; a product not loved answers the same and nothing is written. 404 for a
 * product that neither exists nor is loved (a love of a product deleted since can still be removed).
 */
export const unlove = async (userId: string, productId: string): Promise<void> => {
  if (await removeLove(userId, productId)) return;
  await productNow(productId);
};
