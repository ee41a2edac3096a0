/** A product the home page shows without asking the API (seeded ids, titles and prices). */
export interface HomeProduct {
  id: string;
  title: string;
  price: number;
  category: string;
}

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
