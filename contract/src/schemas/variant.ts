import { array, boolean, object, string, type InferType } from 'yup';
import {
  SIZE_MAX_LENGTH,
  SHADE_FAMILIES,
  SWATCH_PATTERN,
  VARIANT_KINDS,
  VARIANT_NAME_MAX_LENGTH,
  VARIANTS_MAX,
  type VariantKind,
} from '../variants';
import { addUnitsField, priceField, stockField } from './stock-fields';

/** A variant's id as the API accepts it (in a body, a cart line's id, or `?variant=`). */
export const VARIANT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * One variant as the admin's form and POST/PUT /api/products send it. `_id` names an existing variant
 * (left out: a new one, its id made by the server). `stock` and `addUnits` work as the product's own:
 * `stock` alone sets the units (refused when it is not the live count), `addUnits` with the `stock` the
 * form saw adds to the live count once.
 */
export const variantInputSchema = object({
  _id: string().trim().matches(VARIANT_ID, 'The variant id is not valid').optional(),
  name: string()
    .trim()
    .required('You must enter a name for each shade or size')
    .max(VARIANT_NAME_MAX_LENGTH, `A shade or size name must be ${VARIANT_NAME_MAX_LENGTH} Characters at most`),
  kind: string().oneOf(VARIANT_KINDS, 'Choose shade or size').required('Choose shade or size'),
  price: priceField,
  stock: stockField,
  addUnits: addUnitsField,
  image: string().trim().default(''),
  swatch: string()
    .trim()
    .lowercase()
    .when('kind', {
      is: 'shade',
      then: (schema) =>
        schema.required('Choose the shade’s colour').matches(SWATCH_PATTERN, 'A colour is # and six hex digits'),
      otherwise: (schema) => schema.strip(),
    }),
  family: string().when('kind', {
    is: 'shade',
    then: (schema) => schema.oneOf(SHADE_FAMILIES, 'Choose the colour family').required('Choose the colour family'),
    otherwise: (schema) => schema.strip(),
  }),
  size: string().when('kind', {
    is: 'size',
    then: (schema) =>
      schema
        .trim()
        .required('You must enter the size')
        .max(SIZE_MAX_LENGTH, `Size must be ${SIZE_MAX_LENGTH} Characters at most`),
    otherwise: (schema) => schema.strip(),
  }),
  hidden: boolean().optional(),
});

export type VariantInput = InferType<typeof variantInputSchema>;

/** A product's variants: at most VARIANTS_MAX, all of one kind, each name once. */
export const variantsInputSchema = array(variantInputSchema.defined())
  .typeError('Variants must be a list')
  .max(VARIANTS_MAX, `A product has ${VARIANTS_MAX} shades or sizes at most`)
  .test('one-kind', 'A product has either shades or sizes, not both', (variants) =>
    variants ? new Set(variants.map((variant) => variant.kind as VariantKind)).size <= 1 : true,
  )
  // A row without a name yet (a form's empty field, a client leaving it out) has its own message.
  .test('unique-names', 'Each shade or size needs its own name', (variants) => {
    const names = (variants ?? []).map((variant) => (variant.name ?? '').trim().toLowerCase()).filter(Boolean);
    return new Set(names).size === names.length;
  })
  .optional();
