// The seeded pictures: one generated SVG per product (800x800) and per variant of it (its shade's
// colour, or its size's pack), and a hero per blog (1200x800). Pure and deterministic: the same id
// always gives the same picture.
import { UPLOADS_PREFIX } from '@shop/contract';
import { darken, lighten, lightness, mix, shade } from './art/color';
import { createDefs, type Defs } from './art/defs';
import { between, pick, seededRandom, type Random } from './art/random';
import { SHAPES, type Paint } from './art/shapes';
import type { SeedBlog } from './data/blogs';
import type { ProductShape, SeedProduct } from './data/products';
import type { SeedVariant } from './data/variants';

export const productImageName = (productId: string): string => `product-${productId}.svg`;
/** Image names are lower case (the image store's rule); a product's variant ids differ in more than case. */
export const variantImageName = (productId: string, variantId: string): string =>
  `product-${productId}-${variantId.toLowerCase()}.svg`;
export const blogImageName = (blogId: string): string => `blog-${blogId}.svg`;
/** The path stored in a document's `image` field. */
export const imagePath = (name: string): string => `${UPLOADS_PREFIX}${name}`;

const METALS = ['#cfa85a', '#c8ccd4', '#d8a592', '#3a3640'] as const;
const DIRECTIONS: [number, number, number, number][] = [
  [0, 0, 1, 1],
  [1, 0, 0, 1],
  [0, 0, 0, 1],
  [0, 1, 1, 0],
];

const svg = (width: number, height: number, defs: Defs, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  `<defs>${defs.toString()}</defs>${body}</svg>`;

const paintFor = (shape: ProductShape, color: string, defs: Defs, rand: Random): Paint => ({
  color,
  metal: pick(rand, METALS),
  accent: shape === 'giftbox' ? pick(rand, ['#d9b45a', '#ffffff', shade(color, 180, 0.45, 0.62)]) : darken(color, 0.4),
  defs,
  rand,
});

/** A soft, two-colour backdrop close to the product's own hue (darker behind pale products). */
const backdrop = (color: string, rand: Random): [string, string] => {
  const pale = lightness(color) > 0.75;
  const turn = between(rand, -40, 40);
  return [
    shade(color, turn, 0.42, pale ? 0.8 : 0.93),
    shade(color, turn + between(rand, 15, 50), 0.38, pale ? 0.7 : 0.84),
  ];
};

const leaf = (x: number, y: number, angle: number, size: number, color: string): string =>
  `<path d="M0 0C${size * 0.2} ${-size * 0.45} ${size * 0.65} ${-size * 0.55} ${size} ${-size * 0.5}C${size * 0.8} ${-size * 0.12} ${size * 0.4} ${size * 0.08} 0 0Z" transform="translate(${x} ${y}) rotate(${angle})" fill="${color}" fill-opacity=".5"/>`;

const sparkles = (rand: Random, count: number, width: number, maxY: number): string => {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(rand, 40, width - 40);
    const y = between(rand, 40, maxY);
    const r = between(rand, 4, 12);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}"/>`);
  }
  return `<g fill="#fff" fill-opacity=".55">${dots.join('')}</g>`;
};

/** A round podium whose top is the ellipse around (cx, top). */
const podium = (defs: Defs, cx: number, top: number, rx: number, color: string, bottom: number): string =>
  `<rect x="${cx - rx}" y="${top}" width="${rx * 2}" height="${bottom - top}" fill="${defs.linear(color, darken(color, 0.12))}"/>` +
  `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${rx * 0.15}" fill="${lighten(color, 0.35)}"/>`;

/** How the product is drawn: in another colour (a shade's), its pack scaled (a size's, 1 the largest). */
interface Look {
  color: string;
  scale: number;
}

/** Scaled about the point the shape stands on (400, 650). */
const scaled = (shape: string, scale: number): string => {
  if (scale === 1) return shape;
  const shift = (at: number) => Math.round(at * (1 - scale) * 10) / 10;
  return `<g transform="translate(${shift(400)} ${shift(650)}) scale(${scale})">${shape}</g>`;
};

export const productImage = (
  product: Pick<SeedProduct, 'id' | 'shape' | 'color'>,
  { color = product.color, scale = 1 }: Partial<Look> = {},
): string => {
  // Seeded by the product alone: its variants' pictures are the same scene in their own colour or size.
  const rand = seededRandom(product.id);
  const defs = createDefs();
  const [bg1, bg2] = backdrop(color, rand);
  const direction = pick(rand, DIRECTIONS);
  const paint = paintFor(product.shape, color, defs, rand);
  const leafSide = rand() < 0.5 ? -1 : 1;
  const body = [
    `<rect width="800" height="800" fill="${defs.linear(bg1, bg2, direction)}"/>`,
    `<circle cx="${between(rand, 330, 470)}" cy="${between(rand, 330, 420)}" r="${between(rand, 230, 300)}" fill="#fff" fill-opacity=".3"/>`,
    rand() < 0.6
      ? leaf(
          400 + leafSide * 150,
          560,
          leafSide < 0 ? between(rand, -150, -110) : between(rand, -70, -30),
          230,
          mix(bg2, '#4f7a55', 0.55),
        )
      : '',
    sparkles(rand, 3 + Math.floor(rand() * 3), 800, 300),
    podium(defs, 400, 650, 260, mix(bg2, '#ffffff', 0.25), 800),
    `<ellipse cx="400" cy="654" rx="190" ry="18" fill="#000" fill-opacity=".12"/>`,
    scaled(SHAPES[product.shape](paint), scale),
  ];
  return svg(800, 800, defs, body.join(''));
};

/** The smallest of a product's sizes stands at 70% of the largest, the others evenly between. */
const SMALLEST_PACK = 0.7;

/**
 * A variant's picture: a shade drawn in its swatch's colour; a size's pack drawn smaller the smaller it
 * is among the product's sizes (listed smallest first), the largest as the product's own picture.
 */
export const variantImage = (
  product: Pick<SeedProduct, 'id' | 'shape' | 'color'>,
  variant: SeedVariant,
  variants: readonly SeedVariant[],
): string => {
  if (variant.kind === 'shade') return productImage(product, { color: variant.swatch });
  const index = variants.indexOf(variant);
  if (index < 0) throw new Error(`${variant._id} is not among the product's variants`);
  const last = variants.length - 1;
  const scale = last > 0 ? Math.round((SMALLEST_PACK + ((1 - SMALLEST_PACK) * index) / last) * 100) / 100 : 1;
  return productImage(product, { scale });
};

/** The arch of a doorway-like backdrop panel, as an SVG path. */
const arch = (x: number, width: number, top: number, bottom: number): string =>
  `M${x} ${bottom}V${top + width / 2}A${width / 2} ${width / 2} 0 0 1 ${x + width} ${top + width / 2}V${bottom}Z`;

export const blogImage = (blog: Pick<SeedBlog, 'id' | 'colors' | 'shapes'>): string => {
  const rand = seededRandom(blog.id);
  const defs = createDefs();
  const [first, second] = blog.colors;
  const archX = between(rand, 380, 520);
  const count = blog.shapes.length;
  const centre = archX + 180;
  const products = blog.shapes.map((shape, i) => {
    const scale = i === 0 ? 0.62 : 0.48;
    const offset = i === 0 ? 0 : (i % 2 === 1 ? -1 : 1) * (count === 2 ? 210 : 220);
    const x = centre + offset;
    const y = i === 0 ? 600 : 615;
    const color = i % 2 === 0 ? first : second;
    return {
      order: i === 0 ? 1 : 0,
      svg: `<g transform="translate(${x - 400 * scale} ${y - 650 * scale}) scale(${scale})">${SHAPES[shape](paintFor(shape, color, defs, rand))}</g>`,
    };
  });
  const body = [
    `<rect width="1200" height="800" fill="${defs.linear(lighten(first, 0.82), lighten(second, 0.7), [0, 0, 1, 1])}"/>`,
    `<circle cx="${between(rand, 180, 340)}" cy="${between(rand, 160, 260)}" r="${between(rand, 110, 160)}" fill="${lighten(second, 0.45)}" fill-opacity=".6"/>`,
    `<path d="${arch(archX, 360, 110, 640)}" fill="#fff" fill-opacity=".4"/>`,
    leaf(archX - 40, 600, between(rand, -140, -110), 260, mix(lighten(first, 0.3), '#4f7a55', 0.6)),
    leaf(archX + 400, 610, between(rand, -70, -40), 220, mix(lighten(second, 0.3), '#4f7a55', 0.6)),
    sparkles(rand, 5, 1200, 360),
    podium(defs, centre, 610, 420, mix(lighten(second, 0.6), '#ffffff', 0.2), 800),
    `<ellipse cx="${centre}" cy="614" rx="330" ry="22" fill="#000" fill-opacity=".1"/>`,
    ...products.sort((a, b) => a.order - b.order).map((p) => p.svg),
  ];
  return svg(1200, 800, defs, body.join(''));
};
