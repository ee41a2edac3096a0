import { API_PATHS, type CartItem, type Product, type ProductVariant, type ShadeFamily } from '@shop/contract';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { call } from './client';
import { line } from './shop';

/** A variant as POST and PUT /api/products take it. */
export interface VariantBody {
  _id?: string;
  name: string;
  kind: string;
  price: number;
  stock?: number | null;
  addUnits?: number;
  swatch?: string;
  family?: string;
  size?: string;
  hidden?: boolean;
}

/** A shade with a swatch of its own. */
export const shade = (
  name: string,
  family: ShadeFamily,
  price: number,
  extra: Partial<VariantBody> = {},
): VariantBody => ({ name, kind: 'shade', price, swatch: '#aa3344', family, ...extra });

/** A size (e.g. "50 ml"). */
export const size = (name: string, price: number, extra: Partial<VariantBody> = {}): VariantBody => ({
  name,
  kind: 'size',
  price,
  size: name,
  ...extra,
});

/** The admin form's body of a lipstick in the lips category (its own price and stock give way to its shades'). */
export const lipstick = (variants: VariantBody[], overrides: Record<string, unknown> = {}) => ({
  title: 'Velvet Lipstick',
  description: 'A soft matte lipstick that lasts all day.',
  price: 99,
  category: 'lips',
  image: '',
  routineStep: 'make-up',
  variants,
  ...overrides,
});

/** The product's document as stored. */
export const storedProduct = async (id: string): Promise<DocumentData> =>
  (await adminDb.doc(`products/${id}`).get()).data() ?? {};

/** A product's variants as its document holds them now (hidden ones included). */
export const storedVariants = async (id: string): Promise<ProductVariant[]> =>
  ((await storedProduct(id)).variants as ProductVariant[] | undefined) ?? [];

/** A variant's units as its product's document holds them. */
export const unitsOf = async (productId: string, variantId: string): Promise<number | undefined> =>
  (await storedVariants(productId)).find((variant) => variant._id === variantId)?.stock;

/**
 * A product in shades or sizes made by an admin through POST /api/products (the server names each
 * variant); answers its id and its variants as stored, by name.
 */
export const createVariantProduct = async (
  adminToken: string,
  body: Record<string, unknown>,
): Promise<{ id: string; variant: (name: string) => ProductVariant }> => {
  const created = await call<Product>('POST', API_PATHS.products, { token: adminToken, body });
  if (created.status !== 201) throw new Error(`The product was not created: ${created.json.message}`);
  const id = created.json.body?._id ?? '';
  const variants = await storedVariants(id);
  const variant = (name: string): ProductVariant => {
    const found = variants.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`No variant named ${name}`);
    return found;
  };
  return { id, variant };
};

/**
 * An admin's save of the product's variants through PUT /api/products/{id}: each as stored now, changed
 * by `change` (its units sent as the live count, so the save keeps them unless `change` adds some).
 */
export const saveVariants = async (
  adminToken: string,
  id: string,
  body: Record<string, unknown>,
  change: (variant: ProductVariant) => VariantBody = asSent,
): Promise<void> => {
  const variants = (await storedVariants(id)).map(change);
  const saved = await call('PUT', API_PATHS.product(id), { token: adminToken, body: { ...body, variants } });
  if (saved.status !== 200) throw new Error(`The product was not saved: ${saved.json.message}`);
};

/** A variant's cart or order line as the API writes it: the product's title, the variant's price, named by both ids. */
export const variantLine = (productId: string, title: string, variant: ProductVariant, quantity: number): CartItem => ({
  ...line(`${productId}~${variant._id}`, title, variant.price, quantity),
  productId,
  variantId: variant._id,
  variantName: variant.name,
  variantKind: variant.kind,
});

/** A variant as the admin's form sends it back: its id, and its units as the form saw them. */
export const asSent = ({
  _id,
  name,
  kind,
  price,
  stock,
  swatch,
  family,
  size,
  hidden,
}: ProductVariant): VariantBody => ({
  _id,
  name,
  kind,
  price,
  ...(stock === undefined ? {} : { stock }),
  ...(swatch ? { swatch } : {}),
  ...(family ? { family } : {}),
  ...(size ? { size } : {}),
  ...(hidden ? { hidden } : {}),
});
