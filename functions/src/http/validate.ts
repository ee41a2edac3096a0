import type { AnyObjectSchema, InferType } from 'yup';

/** Checks input with a contract schema: unknown fields are dropped, every field message is collected. */
export const validate = async <S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> =>
  schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true }) as Promise<InferType<S>>;
