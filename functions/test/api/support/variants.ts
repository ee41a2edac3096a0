import type { ShadeFamily } from '@shop/contract';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './admin';

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
