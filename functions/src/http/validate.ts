import type { AnyObjectSchema, InferType } from 'yup';
import { badRequest, invalidInput } from './errors';

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What each schema type accepts as raw JSON, and how its refusal reads. */
const TYPE_RULES: Record<string, { accepts: (value: unknown) => boolean; noun: string }> = {
  string: { accepts: (v) => typeof v === 'string', noun: 'text' },
  // Numbers may come as numeric text from a form; yup parses those safely.
  number: { accepts: (v) => typeof v === 'number' || typeof v === 'string', noun: 'a number' },
  boolean: { accepts: (v) => typeof v === 'boolean', noun: 'true or false' },
  array: { accepts: Array.isArray, noun: 'a list' },
  object: { accepts: isPlainObject, noun: 'an object' },
};

/** The parts of a yup schema the type check walks (a ref() has no type and is skipped). */
interface Nested {
  type?: string;
  fields?: Record<string, Nested>;
  innerType?: Nested;
}

/**
 * Collects a message for every value whose JSON type is not the one its schema expects. yup's casts
 * run before its checks and some of them assume the type (trim on an array throws), so this runs first.
 */
const collectTypeErrors = (schema: Nested, value: unknown, path: string, errors: Record<string, string>): void => {
  if (value === undefined || value === null) return;
  const rule = schema.type === undefined ? undefined : TYPE_RULES[schema.type];
  if (rule && !rule.accepts(value)) {
    errors[path] = `${path} must be ${rule.noun}`;
    return;
  }
  if (schema.fields && isPlainObject(value))
    for (const [key, field] of Object.entries(schema.fields))
      collectTypeErrors(field, value[key], path ? `${path}.${key}` : key, errors);
  const inner = schema.innerType;
  if (inner && Array.isArray(value))
    value.forEach((item, index) => collectTypeErrors(inner, item, `${path}[${index}]`, errors));
};

/**
 * Checks input with a contract schema: the JSON types first (422 naming each wrong field), then the
 * schema itself; unknown fields are dropped, every field message is collected.
 */
export const validate = async <S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> => {
  const body = input ?? {};
  if (!isPlainObject(body)) throw badRequest(NOT_AN_OBJECT);
  const typeErrors: Record<string, string> = {};
  collectTypeErrors(schema as unknown as Nested, body, '', typeErrors);
  const [first] = Object.values(typeErrors);
  if (first) throw invalidInput(first, typeErrors);
  return schema.validate(body, { abortEarly: false, stripUnknown: true }) as Promise<InferType<S>>;
};
