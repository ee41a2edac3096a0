/*
 * An admin's save of a product's variants (POST and PUT /api/products with `variants`): which variant
 * each one sent is (a new one gets an id), its units after the save by the product's own stock rules
 * (unitsAfterEdit: `stock` alone sets them only when it is the live count; `addUnits` with the `stock`
 * the form saw adds once), and which stored variants the save leaves out. Pure: the repository reads
 * the product, asks whether a removed variant is still named by a cart or an order, and writes.
 */
import {
  SHADE_FAMILIES,
  VARIANT_ID_TWICE,
  VARIANT_ID_UNKNOWN,
  VARIANTS_MAX,
  variantsOverMaxMessage,
  type ProductVariant,
  type ShadeFamily,
  type VariantInput,
} from '@shop/contract';
import { unitsAfterEdit, type StockRefusal } from './stock';

/** Why a save of variants is refused, and the field (`variants[i].stock`) the message belongs to. */
export interface VariantRefusal extends StockRefusal {
  field: string;
}

export type VariantEdit =
  { refusal: VariantRefusal } | { refusal: null; variants: ProductVariant[]; removed: ProductVariant[] };

const refused = (kind: StockRefusal['kind'], message: string, field: string): VariantEdit => ({
  refusal: { kind, message, field },
});

const familyOf = (family: string | undefined): ShadeFamily | undefined =>
  SHADE_FAMILIES.find((known) => known === family);

/** A variant as stored from what the form sent: only the fields of its kind, none empty. */
const storedVariant = (_id: string, input: VariantInput, stock: number | undefined): ProductVariant => ({
  _id,
  name: input.name,
  kind: input.kind,
  price: input.price,
  ...(stock === undefined ? {} : { stock }),
  ...(input.image ? { image: input.image } : {}),
  ...(input.kind === 'shade' && input.swatch ? { swatch: input.swatch } : {}),
  ...(input.kind === 'shade' && familyOf(input.family) ? { family: familyOf(input.family) } : {}),
  ...(input.kind === 'size' && input.size ? { size: input.size } : {}),
  ...(input.hidden ? { hidden: true } : {}),
});

/**
 * The variants after a save, in the order sent, and the stored ones it leaves out. An `_id` names a
 * stored variant (one the product does not have, or one sent twice, is refused); a variant without one
 * is new and gets `newId`. Each variant's units follow unitsAfterEdit from its stored units (a new
 * variant has none: `stock` sets them). A stored variant sent without `hidden` is on sale again.
 */
export const editVariants = (
  stored: readonly ProductVariant[],
  inputs: readonly VariantInput[],
  newId: (taken: ReadonlySet<string>) => string,
): VariantEdit => {
  const byId = new Map(stored.map((variant) => [variant._id, variant]));
  const taken = new Set(byId.keys());
  const sent = new Set<string>();
  const variants: ProductVariant[] = [];
  for (const [i, input] of inputs.entries()) {
    const at = `variants[${i}]`;
    const current = input._id === undefined ? undefined : byId.get(input._id);
    if (input._id !== undefined && !current) return refused('invalid', VARIANT_ID_UNKNOWN, `${at}._id`);
    if (current && sent.has(current._id)) return refused('invalid', VARIANT_ID_TWICE, `${at}._id`);
    const edited = unitsAfterEdit(current?.stock, { stock: input.stock, addUnits: input.addUnits });
    if (edited.refusal) {
      const adding = input.addUnits !== undefined && input.addUnits !== 0;
      return refused(edited.refusal.kind, edited.refusal.message, `${at}.${adding ? 'addUnits' : 'stock'}`);
    }
    const stock = edited.units === undefined ? current?.stock : (edited.units ?? undefined);
    const _id = current?._id ?? newId(taken);
    taken.add(_id);
    sent.add(_id);
    variants.push(storedVariant(_id, input, stock));
  }
  return { refusal: null, variants, removed: stored.filter((variant) => !sent.has(variant._id)) };
};

/**
 * The variants a product keeps: those saved, then each removed one that an open cart or an unshipped
 * order still names, hidden (off sale, kept so that line and that order still name it); the others go.
 * Refused beyond VARIANTS_MAX.
 */
export const keptVariants = (
  saved: readonly ProductVariant[],
  removed: readonly ProductVariant[],
  stillNamed: ReadonlySet<string>,
): { variants: ProductVariant[]; refusal: VariantRefusal | null } => {
  const hidden = removed
    .filter((variant) => stillNamed.has(variant._id))
    .map((variant) => ({ ...variant, hidden: true }));
  const variants = [...saved, ...hidden];
  if (variants.length <= VARIANTS_MAX) return { variants, refusal: null };
  const message = variantsOverMaxMessage(variants.filter((variant) => variant.hidden).length);
  return { variants, refusal: { kind: 'invalid', message, field: 'variants' } };
};
