import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { variantsInputSchema } from './variant';

const shade = (name: string | undefined) => ({ name, kind: 'shade', price: 20, swatch: '#AA3344', family: 'red' });

const messagesOf = async (value: unknown): Promise<string[]> => {
  try {
    await variantsInputSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
};

describe('variantsInputSchema', () => {
  it('asks for a missing name instead of failing on it, and still finds a name used twice', async () => {
    expect(await messagesOf([shade(undefined), shade('Ruby')])).toEqual([
      'You must enter a name for each shade or size',
    ]);
    expect(await messagesOf([shade('Ruby'), shade(' ruby ')])).toEqual(['Each shade or size needs its own name']);
  });

  it('keeps a shade’s colour in lower case and refuses shades mixed with sizes', async () => {
    expect((await variantsInputSchema.validate([shade('Ruby')]))?.[0]?.swatch).toBe('#aa3344');
    expect(await messagesOf([shade('Ruby'), { name: '50 ml', kind: 'size', price: 30, size: '50 ml' }])).toEqual([
      'A product has either shades or sizes, not both',
    ]);
  });
});
