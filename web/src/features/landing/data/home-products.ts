/** A product a home block shows: the curated fallback below, or the API's current copy. */
export interface HomeProduct {
  id: string;
  title: string;
  price: number;
  category: string;
  /** Absent in the curated fallback: the product's seeded picture stands in. */
  image?: string;
  /** The product's own figures (absent in the curated fallback). */
  rating?: { average: number | null; count: number };
}

/**
 * The shop's curation: which products each block shows, in order. Titles, prices and pictures come from
 * the API; these seeded copies are shown only when it cannot answer.
 */
export const BEST_SELLERS: readonly HomeProduct[] = [
  { id: 'lip-lovers-trio', title: 'Lip Lovers Trio', price: 71, category: 'Gifts & Sets' },
  { id: 'sunset-eyeshadow-palette', title: 'Sunset Eyeshadow Palette', price: 72, category: 'Women Make Up' },
  { id: 'rosehip-renewal-serum', title: 'Rosehip Renewal Serum', price: 74, category: 'Women Skincare' },
  { id: 'midnight-repair-cream', title: 'Midnight Repair Cream', price: 76, category: 'Women Skincare' },
];

export const NEW_IN: readonly HomeProduct[] = [
  { id: 'hyaluronic-dew-serum', title: 'Hyaluronic Dew Serum', price: 56, category: 'Women Skincare' },
  { id: 'white-peony-eau-de-parfum', title: 'White Peony Eau de Parfum', price: 112, category: 'Fragrance' },
];
