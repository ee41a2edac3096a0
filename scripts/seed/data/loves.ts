/** What the demo customers love: a serum, a lipstick in shades and a perfume in sizes (Add to Cart adds the default one). */
export const SEED_LOVES: { username: string; loves: { productId: string; hoursAgo: number }[] }[] = [
  {
    username: 'jane',
    loves: [
      { productId: 'rosehip-renewal-serum', hoursAgo: 2 },
      { productId: 'nude-satin-lipstick', hoursAgo: 26 },
      { productId: 'amber-dusk-eau-de-parfum', hoursAgo: 75 },
    ],
  },
];
