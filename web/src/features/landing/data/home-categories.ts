/** The three categories the home page features, by their slugs. */
export interface HomeCategory {
  slug: string;
  title: string;
  text: string;
  /** A seeded product picture standing for the category. */
  imageOf: string;
}

export const HOME_CATEGORIES: readonly HomeCategory[] = [
  {
    slug: 'gifts',
    title: 'Gifts & Sets',
    text: 'Curated duos and trios, wrapped and ready to give.',
    imageOf: 'lip-lovers-trio',
  },
  {
    slug: 'makeup',
    title: 'Women Make Up',
    text: 'Lips, eyes and complexion in skin-kind pigments.',
    imageOf: 'velvet-rose-lipstick',
  },
  {
    slug: 'skincare',
    title: 'Women Skincare',
    text: 'Serums, creams and cleansers for a calm, dewy glow.',
    imageOf: 'rosehip-renewal-serum',
  },
];
