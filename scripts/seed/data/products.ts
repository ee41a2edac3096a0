import type { CategoryId } from './categories';
import { daysBefore } from './dates';

/** What the generated picture of a product shows. */
export type ProductShape =
  | 'lipstick'
  | 'palette'
  | 'mascara'
  | 'pump'
  | 'compact'
  | 'tube'
  | 'dropper'
  | 'jar'
  | 'bottle'
  | 'perfume'
  | 'giftbox';

export interface SeedProduct {
  /** The Firestore document id: a readable, kebab-case slug. */
  id: string;
  title: string;
  description: string;
  /** Dollars. */
  price: number;
  category: CategoryId;
  shape: ProductShape;
  /** The product's main colour in its picture. */
  color: string;
  createdAt: Date;
  updatedAt: Date;
}

type RawProduct = Omit<SeedProduct, 'createdAt' | 'updatedAt'>;

const RAW_PRODUCTS: readonly RawProduct[] = [
  // Women Make Up
  {
    id: 'velvet-rose-lipstick',
    title: 'Velvet Rose Lipstick',
    price: 28,
    category: 'makeup',
    shape: 'lipstick',
    color: '#a8324a',
    description:
      'A creamy matte lipstick in a deep, blooming rose that wears comfortably for hours. Plant waxes and cold-pressed jojoba oil keep lips soft while the pigment stays put. Vegan, cruelty-free and housed in a refillable aluminium case.',
  },
  {
    id: 'nude-satin-lipstick',
    title: 'Nude Satin Lipstick',
    price: 26,
    category: 'makeup',
    shape: 'lipstick',
    color: '#c4877a',
    description:
      'A your-lips-but-better nude with a soft satin sheen. Shea butter and vitamin E keep lips comfortable all day, and it layers beautifully under gloss. Vegan and never tested on animals.',
  },
  {
    id: 'berry-glaze-lip-oil',
    title: 'Berry Glaze Lip Oil',
    price: 22,
    category: 'makeup',
    shape: 'tube',
    color: '#8c2d5b',
    description:
      'A glossy, non-sticky lip oil with a sheer wash of black-cherry colour. Raspberry seed and rosehip oils nourish dry lips while adding a mirror shine. Vegan, gluten-free and cruelty-free.',
  },
  {
    id: 'sunset-eyeshadow-palette',
    title: 'Sunset Eyeshadow Palette',
    price: 72,
    category: 'makeup',
    shape: 'palette',
    color: '#d4784f',
    description:
      'Twelve warm shades, from soft apricot mattes to molten copper shimmers, that blend like a dream. Every pan is pressed with mineral pigments and no talc for buttery, crease-free wear. Build an easy daytime look or a bold evening eye from one palette. Vegan and cruelty-free, in a recyclable paper case.',
  },
  {
    id: 'smoky-quartz-palette',
    title: 'Smoky Quartz Palette',
    price: 52,
    category: 'makeup',
    shape: 'palette',
    color: '#6b5b73',
    description:
      'Nine cool-toned taupes, plums and charcoals for a smouldering smoky eye. The silky, talc-free formula builds from a sheer wash to full intensity without fallout. Vegan and cruelty-free.',
  },
  {
    id: 'featherlight-mascara',
    title: 'Featherlight Mascara',
    price: 24,
    category: 'makeup',
    shape: 'mascara',
    color: '#2a2a35',
    description:
      'A lengthening mascara that separates every lash and holds a curl all day without flaking. Carnauba and rice bran waxes replace beeswax, so the formula is fully vegan. It removes easily with warm water.',
  },
  {
    id: 'silk-veil-foundation',
    title: 'Silk Veil Foundation',
    price: 42,
    category: 'makeup',
    shape: 'pump',
    color: '#d6ab86',
    description:
      'A weightless serum foundation with buildable medium coverage and a soft, skin-like finish. Squalane and niacinamide care for your skin while you wear it, and the formula is non-comedogenic. Available in twelve vegan, cruelty-free shades, from Porcelain 110 to Ebony 520.',
  },
  {
    id: 'luminous-pressed-powder',
    title: 'Luminous Pressed Powder',
    price: 34,
    category: 'makeup',
    shape: 'compact',
    color: '#e4c4a2',
    description:
      'A finely milled setting powder that blurs pores and controls shine without looking flat. Rice starch and mineral pigments give a soft-focus glow that lasts. Talc-free, vegan and cruelty-free.',
  },
  {
    id: 'petal-blush-compact',
    title: 'Petal Blush Compact',
    price: 30,
    category: 'makeup',
    shape: 'compact',
    color: '#e38d98',
    description:
      'A sheer, buildable powder blush in a fresh petal pink that flatters every skin tone. The silky formula melts into skin for a natural, just-came-in-from-the-cold flush. Vegan, cruelty-free and refillable.',
  },
  {
    id: 'golden-hour-highlighter',
    title: 'Golden Hour Highlighter',
    price: 36,
    category: 'makeup',
    shape: 'compact',
    color: '#dcae55',
    description:
      'A luminous pressed highlighter that catches the light like late-afternoon sun. Finely milled mineral pearls give a lit-from-within sheen, never glitter. Vegan, cruelty-free and free from talc.',
  },
  {
    id: 'soft-focus-concealer',
    title: 'Soft Focus Concealer',
    price: 27,
    category: 'makeup',
    shape: 'tube',
    color: '#dfb998',
    description:
      'A creamy, crease-proof concealer that brightens under-eyes and covers blemishes with a light touch. Caffeine and hyaluronic acid keep the delicate eye area smooth. Vegan and cruelty-free, in ten shades from fair to deep.',
  },
  // Women Skincare
  {
    id: 'rosehip-renewal-serum',
    title: 'Rosehip Renewal Serum',
    price: 74,
    category: 'skincare',
    shape: 'dropper',
    color: '#d2694f',
    description:
      'Our best-loved oil serum, rich in cold-pressed rosehip, sea buckthorn and carrot seed. It softens the look of fine lines, evens skin tone and restores a healthy glow overnight. Suitable for all skin types, vegan and never tested on animals.',
  },
  {
    id: 'vitamin-c-glow-serum',
    title: 'Vitamin C Glow Serum',
    price: 64,
    category: 'skincare',
    shape: 'dropper',
    color: '#eda032',
    description:
      'A stable 15% vitamin C serum that brightens dullness and fades dark spots over time. Ferulic acid and vitamin E boost its antioxidant defence against daily pollution. Vegan, fragrance-free and cruelty-free.',
  },
  {
    id: 'hyaluronic-dew-serum',
    title: 'Hyaluronic Dew Serum',
    price: 56,
    category: 'skincare',
    shape: 'dropper',
    color: '#78b4d4',
    description:
      'Three weights of plant-derived hyaluronic acid draw moisture into the skin and keep it there. Skin looks plumper, smoother and dewy from the very first drop. Lightweight, vegan and kind to sensitive skin.',
  },
  {
    id: 'cloud-cream-moisturizer',
    title: 'Cloud Cream Moisturizer',
    price: 46,
    category: 'skincare',
    shape: 'jar',
    color: '#efe1d6',
    description:
      'A whipped daily moisturiser that melts into skin and leaves it soft, never greasy. Squalane, oat extract and ceramides strengthen the skin barrier from morning to night. Vegan, cruelty-free and in a recyclable glass jar.',
  },
  {
    id: 'midnight-repair-cream',
    title: 'Midnight Repair Cream',
    price: 76,
    category: 'skincare',
    shape: 'jar',
    color: '#3b3e6e',
    description:
      'A rich overnight cream with encapsulated bakuchiol and peptides that works while you sleep. Wake up to skin that looks firmer, smoother and deeply rested. Gentle enough for every night, vegan and cruelty-free.',
  },
  {
    id: 'green-tea-gel-cleanser',
    title: 'Green Tea Gel Cleanser',
    price: 24,
    category: 'skincare',
    shape: 'pump',
    color: '#86bb78',
    description:
      'A refreshing gel cleanser that lifts away oil, sunscreen and city grime without stripping. Green tea and cucumber calm the skin while amino acids keep it comfortable. Vegan, sulphate-free and cruelty-free.',
  },
  {
    id: 'oat-milk-cleansing-balm',
    title: 'Oat Milk Cleansing Balm',
    price: 32,
    category: 'skincare',
    shape: 'jar',
    color: '#e7d8bd',
    description:
      'A silky balm that melts away make-up, even waterproof mascara, in seconds. Colloidal oat and sunflower oil soothe as they cleanse, then rinse off to a light milk. Vegan, fragrance-free and cruelty-free.',
  },
  {
    id: 'rose-water-toner',
    title: 'Rose Water Toner',
    price: 21,
    category: 'skincare',
    shape: 'bottle',
    color: '#f0a2b2',
    description:
      'A gentle, alcohol-free toner distilled from Damask rose petals. It balances and hydrates the skin and preps it for your serum. Vegan, cruelty-free and in a recycled glass bottle.',
  },
  {
    id: 'bakuchiol-eye-cream',
    title: 'Bakuchiol Eye Cream',
    price: 44,
    category: 'skincare',
    shape: 'tube',
    color: '#c7b2de',
    description:
      'A light eye cream with bakuchiol, the plant alternative to retinol, and caffeine. It smooths the look of fine lines and softens puffiness without irritation. Ophthalmologist-tested, vegan and cruelty-free.',
  },
  {
    id: 'mineral-sun-shield-spf50',
    title: 'Mineral Sun Shield SPF 50',
    price: 34,
    category: 'skincare',
    shape: 'tube',
    color: '#f3cf83',
    description:
      'A sheer mineral sunscreen with zinc oxide that protects against UVA and UVB rays without a white cast. It doubles as a lightweight, hydrating primer under make-up. Reef-friendly, vegan and cruelty-free.',
  },
  {
    id: 'kaolin-clay-detox-mask',
    title: 'Kaolin Clay Detox Mask',
    price: 29,
    category: 'skincare',
    shape: 'jar',
    color: '#b5a089',
    description:
      'A creamy clay mask that draws out impurities and refines the look of pores in ten minutes. Kaolin and French green clay purify while aloe vera keeps skin soft. Vegan and cruelty-free.',
  },
  {
    id: 'ceramide-barrier-mist',
    title: 'Ceramide Barrier Mist',
    price: 26,
    category: 'skincare',
    shape: 'bottle',
    color: '#a3d2cb',
    description:
      'A fine facial mist that refreshes and rehydrates through the day, even over make-up. Ceramides and panthenol help stressed skin recover its comfort. Vegan, fragrance-free and cruelty-free.',
  },
  {
    id: 'amber-dusk-eau-de-parfum',
    title: 'Amber Dusk Eau de Parfum',
    price: 68,
    category: 'fragrance',
    shape: 'perfume',
    color: '#c2732c',
    description:
      'A warm, enveloping scent of golden amber, vanilla orchid and a whisper of smoked cedar. It opens bright with bergamot and settles into a soft, glowing trail. Vegan, cruelty-free and made with responsibly sourced ingredients.',
  },
  {
    id: 'white-peony-eau-de-parfum',
    title: 'White Peony Eau de Parfum',
    price: 112,
    category: 'fragrance',
    shape: 'perfume',
    color: '#eebfcf',
    description:
      'A luminous floral of white peony, pear blossom and soft musk. Fresh and feminine, it wears like clean silk from morning to night. Vegan, cruelty-free and in a refillable glass flacon.',
  },
  {
    id: 'fig-and-cedar-cologne',
    title: 'Fig & Cedar Cologne',
    price: 58,
    category: 'fragrance',
    shape: 'perfume',
    color: '#6c8857',
    description:
      'Green fig leaves, crushed cedar and a touch of sea salt in a crisp, unisex cologne. Light enough for every day, it leaves a clean, woody trail. Vegan and cruelty-free.',
  },
  {
    id: 'neroli-bloom-body-mist',
    title: 'Neroli Bloom Body Mist',
    price: 38,
    category: 'fragrance',
    shape: 'bottle',
    color: '#f3bd62',
    description:
      'A light, uplifting body mist of orange blossom, neroli and sunny mandarin. Spritz it on skin and hair for a fresh burst of scent at any time of day. Vegan and cruelty-free.',
  },
  {
    id: 'oud-noir-extrait',
    title: 'Oud Noir Extrait',
    price: 240,
    category: 'fragrance',
    shape: 'perfume',
    color: '#3a282e',
    description:
      'Our most intense fragrance: a deep extrait of sustainably sourced oud, black rose and a vegan leather accord. A few drops last well into the night. Cruelty-free and hand-filled in small batches.',
  },
  {
    id: 'jasmine-solid-perfume',
    title: 'Jasmine Solid Perfume',
    price: 32,
    category: 'fragrance',
    shape: 'compact',
    color: '#ece0a0',
    description:
      'A pocket-sized balm perfume of jasmine sambac, tuberose and creamy sandalwood. Warm a little on your pulse points for a soft, intimate scent. Made with plant waxes, vegan and cruelty-free.',
  },
  // Body Care
  {
    id: 'whipped-shea-body-butter',
    title: 'Whipped Shea Body Butter',
    price: 28,
    category: 'body',
    shape: 'jar',
    color: '#ecd2b0',
    description:
      'A rich, airy body butter with fair-trade shea and cocoa butter that melts into dry skin. Skin stays soft and supple all day after one application. Vegan, cruelty-free and in a recycled jar.',
  },
  {
    id: 'coconut-sugar-body-scrub',
    title: 'Coconut Sugar Body Scrub',
    price: 26,
    category: 'body',
    shape: 'jar',
    color: '#c3976a',
    description:
      'Raw cane sugar and virgin coconut oil buff away dry skin and leave it glowing and silky. Use it in the shower two or three times a week. Vegan, gluten-free and cruelty-free.',
  },
  {
    id: 'lavender-hand-cream',
    title: 'Lavender Hand Cream',
    price: 16,
    category: 'body',
    shape: 'tube',
    color: '#a48ec9',
    description:
      'A fast-absorbing hand cream with French lavender and shea butter that never feels greasy. It soothes dry, overworked hands and calms the senses. Vegan and cruelty-free.',
  },
  {
    id: 'citrus-glow-body-oil',
    title: 'Citrus Glow Body Oil',
    price: 36,
    category: 'body',
    shape: 'bottle',
    color: '#eda449',
    description:
      'A dry-touch body oil with sweet orange, grapefruit and golden jojoba. It sinks in quickly and leaves skin with a healthy, radiant sheen. Vegan, cruelty-free and in a recyclable glass bottle.',
  },
  {
    id: 'eucalyptus-shower-gel',
    title: 'Eucalyptus Shower Gel',
    price: 18,
    category: 'body',
    shape: 'pump',
    color: '#77b8a3',
    description:
      'An invigorating shower gel with eucalyptus, mint and aloe vera that wakes up body and mind. The gentle, sulphate-free lather respects the skin’s natural balance. Vegan and cruelty-free.',
  },
  {
    id: 'agave-nectar-lip-balm',
    title: 'Agave Nectar Lip Balm',
    price: 12,
    category: 'body',
    shape: 'tube',
    color: '#e4aa48',
    description:
      'A nourishing lip balm with agave nectar, plant butters and a hint of vanilla. It smooths and protects dry lips through every season. Vegan, so no beeswax or honey, and cruelty-free.',
  },
  // Gifts & Sets
  {
    id: 'lip-lovers-trio',
    title: 'Lip Lovers Trio',
    price: 71,
    category: 'gifts',
    shape: 'giftbox',
    color: '#b23a52',
    description:
      'Three of our cult lip shades, Velvet Rose, Nude Satin and Berry Glaze, in a keepsake gift box. A thoughtful present for any lip lover, or a little treat for yourself. Vegan, cruelty-free and wrapped in recyclable paper.',
  },
  {
    id: 'glow-ritual-gift-set',
    title: 'Glow Ritual Gift Set',
    price: 145,
    category: 'gifts',
    shape: 'giftbox',
    color: '#e29c9c',
    description:
      'A complete morning-to-night routine: gel cleanser, rose toner, vitamin C serum and cloud cream. Everything needed for brighter, healthier-looking skin in one beautiful box. Vegan and cruelty-free, with recyclable packaging.',
  },
  {
    id: 'skincare-discovery-kit',
    title: 'Skincare Discovery Kit',
    price: 89,
    category: 'gifts',
    shape: 'giftbox',
    color: '#97c29c',
    description:
      'Five travel-size favourites to find the routine that suits your skin. Ideal for first-timers, holidays or gifting. Vegan, cruelty-free and packed in a recycled paper pouch.',
  },
  {
    id: 'travel-minis-essentials',
    title: 'Travel Minis Essentials',
    price: 39,
    category: 'gifts',
    shape: 'giftbox',
    color: '#8aafd6',
    description:
      'Cleanser, facial mist, moisturiser and lip balm in cabin-friendly sizes. Everything you need to keep your skin happy on the go. Vegan, cruelty-free and refillable.',
  },
  {
    id: 'fragrance-wardrobe-set',
    title: 'Fragrance Wardrobe Set',
    price: 320,
    category: 'gifts',
    shape: 'giftbox',
    color: '#c59c74',
    description:
      'Four of our eaux de parfum in 30 ml flacons, from fresh White Peony to deep Oud Noir. Discover a scent for every mood and season. Vegan, cruelty-free and presented in a lacquered keepsake box.',
  },
  {
    id: 'grand-vanity-trunk',
    title: 'The Grand Vanity Trunk',
    price: 2400,
    category: 'gifts',
    shape: 'giftbox',
    color: '#2e2947',
    description:
      'Our signature skincare, make-up and fragrance collection, more than forty full-size products, in a hand-stitched vegan-leather trunk. A lifetime treasure for the true beauty lover. Cruelty-free and made to be refilled for years.',
  },
  {
    id: 'heritage-collection-chest',
    title: 'Heritage Collection Chest',
    price: 10000,
    category: 'gifts',
    shape: 'giftbox',
    color: '#c79f45',
    description:
      'The ultimate collector’s edition: every product we make, in limited-edition gold-finish refillable cases, inside a handmade walnut chest. It includes a private skin consultation and lifetime refills of your three favourites. Numbered and made to order, vegan and cruelty-free.',
  },
];

/**
 * Added later: skincare so that every skin type finds a product for each routine step, and a lip gloss
 * in shades. They are the oldest products (dated after the others' slots), so the first catalogue's
 * dates and the seeded orders that reference it keep their order.
 */
const LATER_PRODUCTS: readonly RawProduct[] = [
  {
    id: 'squalane-cream-cleanser',
    title: 'Squalane Cream Cleanser',
    price: 34,
    category: 'skincare',
    shape: 'tube',
    color: '#e9d8c4',
    description:
      'A soft, low-foam cream cleanser for skin that feels tight after washing. Plant squalane and glycerin lift away the day while leaving the skin barrier intact. Fragrance-free, sulphate-free, vegan and gentle enough for sensitive skin.',
  },
  {
    id: 'clarifying-bha-toner',
    title: 'Clarifying BHA Toner',
    price: 36,
    category: 'skincare',
    shape: 'bottle',
    color: '#9cc7b4',
    description:
      'A daily exfoliating toner with 2% salicylic acid and willow bark that clears congested pores and calms breakouts. A little niacinamide keeps shine in check without drying. Alcohol-free, fragrance-free, vegan and cruelty-free.',
  },
  {
    id: 'niacinamide-pore-serum',
    title: 'Niacinamide Pore Serum',
    price: 42,
    category: 'skincare',
    shape: 'dropper',
    color: '#b9a3d6',
    description:
      'A water-light serum with 10% niacinamide and zinc PCA that refines the look of pores, balances oil and soothes redness. Layer it under moisturiser morning and night. Fragrance-free, alcohol-free, vegan and cruelty-free.',
  },
  {
    id: 'centella-calm-moisturiser',
    title: 'Centella Calm Moisturiser',
    price: 52,
    category: 'skincare',
    shape: 'jar',
    color: '#a8c49a',
    description:
      'A cushiony cream for dry, reactive skin with centella asiatica, ceramides and panthenol. It calms redness, restores comfort and keeps moisture in all day. Free from fragrance, essential oils and alcohol; vegan and cruelty-free.',
  },
  {
    id: 'oil-free-water-gel',
    title: 'Oil-Free Water Gel',
    price: 39,
    category: 'skincare',
    shape: 'jar',
    color: '#8fc3e0',
    description:
      'A bouncy, oil-free gel moisturiser that hydrates oily and combination skin without shine. Hyaluronic acid and aloe vera quench the skin and leave a fresh, matte finish. Lightly scented, vegan and cruelty-free.',
  },
  {
    id: 'daily-fluid-spf30',
    title: 'Daily Fluid SPF 30',
    price: 33,
    category: 'skincare',
    shape: 'pump',
    color: '#f0c987',
    description:
      'An ultra-light mineral fluid with SPF 30 that dries to an invisible, shine-free finish. Niacinamide helps even out dark spots while zinc oxide guards against UVA and UVB. Fragrance-free, vegan and cruelty-free.',
  },
  {
    id: 'glass-shine-lip-gloss',
    title: 'Glass Shine Lip Gloss',
    price: 24,
    category: 'makeup',
    shape: 'tube',
    color: '#b3182f',
    description:
      'A high-shine gloss that glides on like glass and never feels sticky. Meadowfoam seed oil and hyaluronic spheres cushion lips while the sheer tint builds from a wash to full intensity. Vegan and cruelty-free, in six shades from Crimson to Chestnut.',
  },
  // Fragrance
];

/** The home page's "Our Best Sellers", cheapest first (priced 71, 72, 74 and 76 dollars). */
export const BEST_SELLER_IDS = [
  'lip-lovers-trio',
  'sunset-eyeshadow-palette',
  'rosehip-renewal-serum',
  'midnight-repair-cream',
] as const;

/** The home page's "New In": the two newest products. */
export const NEW_IN_IDS = ['hyaluronic-dew-serum', 'white-peony-eau-de-parfum'] as const;

/**
 * Dates: New In are the newest (2 and 4 days before SEED_DATE); every other product gets its own
 * 4-day slot between 8 days and about six months back, in a fixed shuffled order (17 and the
 * product count share no factor, so `i * 17 % n` visits every slot once) so that sorting by date
 * mixes the categories. updatedAt is 0-2 days after createdAt, which keeps both orders the same.
 */
const dated = (raw: readonly RawProduct[]): SeedProduct[] => {
  const others = raw.filter((p) => !(NEW_IN_IDS as readonly string[]).includes(p.id));
  return raw.map((product) => {
    const newIn = (NEW_IN_IDS as readonly string[]).indexOf(product.id);
    if (newIn !== -1) {
      const createdAt = daysBefore(2 + newIn * 2);
      return { ...product, createdAt, updatedAt: createdAt };
    }
    const i = others.indexOf(product);
    const slot = (i * 17) % others.length;
    const createdAt = daysBefore(8 + slot * 4, i % 7);
    const updatedAt = daysBefore(8 + slot * 4 - (i % 3), i % 7);
    return { ...product, createdAt, updatedAt };
  });
};

const datedLater = (raw: readonly RawProduct[], firstSlot: number): SeedProduct[] =>
  raw.map((product, i) => {
    const createdAt = daysBefore(8 + (firstSlot + i) * 4, i % 7);
    return { ...product, createdAt, updatedAt: createdAt };
  });

export const PRODUCTS: readonly SeedProduct[] = [
  ...dated(RAW_PRODUCTS),
  ...datedLater(LATER_PRODUCTS, RAW_PRODUCTS.length - NEW_IN_IDS.length),
];

export const productById = (id: string): SeedProduct => {
  const product = PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`Unknown product ${id}`);
  return product;
};
