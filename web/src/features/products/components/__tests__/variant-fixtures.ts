import type { Product, ProductVariant } from '@shop/contract';

const shade = (_id: string, name: string, price: number, stock: number, swatch: string): ProductVariant => ({
  _id,
  name,
  kind: 'shade',
  price,
  stock,
  swatch,
  family: 'red',
  image: `/uploads/${_id}.svg`,
});

const size = (_id: string, label: string, price: number, stock?: number): ProductVariant => ({
  _id,
  name: label,
  kind: 'size',
  price,
  size: label,
  ...(stock === undefined ? {} : { stock }),
});

const base: Omit<Product, '_id' | 'title' | 'price' | 'variants'> = {
  description: 'A product',
  category: { _id: 'cat', title: 'Lips', slug: 'lips' } as Product['category'],
  image: '/uploads/product.svg',
  rating: {
    average: null,
    count: 0,
    histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    bySkinType: {} as Product['rating']['bySkinType'],
  } as Product['rating'],
  skinTypes: [],
  concerns: [],
  freeFrom: [],
  keyIngredients: [],
  ingredients: '',
  size: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A lipstick in three shades: Ruby ($22, sold out), Coral Kiss (3 left, $24), Plum Night ($26, 40 left). */
export const lipstick: Product = {
  ...base,
  _id: 'lip1',
  title: 'Velvet Lipstick',
  price: 22,
  stock: 43,
  variants: [
    shade('ruby0001', 'Ruby', 22, 0, '#9b111e'),
    shade('coral001', 'Coral Kiss', 24, 3, '#ff7f50'),
    shade('plum0001', 'Plum Night', 26, 40, '#5d2a4c'),
    { ...shade('hidden01', 'Old Rose', 20, 5, '#c08081'), hidden: true },
  ],
};

/** A serum in two sizes, 30 ml ($40) and 50 ml ($58, sold out). */
export const serum: Product = {
  ...base,
  _id: 'ser1',
  title: 'Glow Serum',
  price: 40,
  stock: 12,
  variants: [size('ml300000', '30 ml', 40, 12), size('ml500000', '50 ml', 58, 0)],
};
