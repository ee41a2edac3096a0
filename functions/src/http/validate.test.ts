import { array, number, object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { validate } from './validate';

const schema = object({
  title: string().trim().required('You must enter a title'),
  price: number().typeError('Please Enter Number').required('Please Enter Number'),
  items: array(object({ name: string().trim().required() })).default([]),
});

const refusal = async (input: unknown) => {
  const err = await validate(schema, input).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

describe('validate', () => {
  it('refuses wrong JSON types before any cast, naming each field', async () => {
    const err = await refusal({ title: ['x'], price: { $gt: 0 }, items: [{ name: { a: 1 } }] });
    expect(err.status).toBe(422);
    expect(err.errors).toEqual({
      title: 'title must be text',
      price: 'price must be a number',
      'items[0].name': 'items[0].name must be text',
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await refusal(['title'])).status).toBe(400);
  });

  it('casts and checks input of the right types as before: trims, parses numeric text, drops unknown keys', async () => {
    expect(await validate(schema, { title: ' Rose ', price: '12.5', extra: true })).toEqual({
      title: 'Rose',
      price: 12.5,
      items: [],
    });
  });
});
