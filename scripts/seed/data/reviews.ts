// The seeded reviews: the history's customers reviewing what their delivered orders brought them,
// dated after the delivery and before the seed runs, so they move with the calendar like the orders.
// Pure and deterministic: the same day gives the same reviews (decision 051's seeded random).
import { SKIN_RATING_MIN_REVIEWS, SKIN_TYPES, type RatingValue, type SkinType, type VariantKind } from '@shop/contract';
import { seededRandom, type Random } from '../art/random';
import { after, utcDayStart } from './dates';
import type { HistoryCustomer, HistoryOrder, LivingHistory } from './history';
import { productById } from './products';
import { HIDDEN_REVIEWS, shuffled, writeReview } from './review-texts';
import { seedVariant } from './variants';

/** How many reviews a seed writes (the same on every day: the history always has more pairs to draw from). */
export const SEED_REVIEWS = 150;

/**
 * Skincare products for dry and for oily skin, in a routine step: the one of them the most customers
 * bought gets every buyer's review and at least SKIN_RATING_MIN_REVIEWS visible reviews from dry skin
 * and from oily skin, so the skin analysis names its rating for both.
 */
export const SKIN_SHOWCASE_CANDIDATES = [
  'rosehip-renewal-serum',
  'vitamin-c-glow-serum',
  'hyaluronic-dew-serum',
  'bakuchiol-eye-cream',
  'mineral-sun-shield-spf50',
] as const;

const SHOWCASE_SKIN_TYPES: readonly SkinType[] = ['dry', 'oily'];

const HOUR_MS = 60 * 60 * 1000;

export interface SeedVote {
  /** The voter's username: another customer of the history. */
  voter: string;
  at: Date;
}

/** The shade or size a review's author bought, as the review records it. */
export interface SeedReviewVariant {
  variantId: string;
  variantName: string;
  variantKind: VariantKind;
}

export interface SeedReview {
  productId: string;
  /** What the author bought of a product with variants: the line of their latest order of it before the review. */
  variant: SeedReviewVariant | null;
  /** The author's username: a customer of the history whose delivered order `orderId` holds the product. */
  author: string;
  orderId: string;
  rating: RatingValue;
  title: string;
  text: string;
  skinType: SkinType;
  recommend: boolean | null;
  createdAt: Date;
  hidden: boolean;
  hiddenReason: string | null;
  /** "Helpful" votes (none on a hidden review). */
  votes: SeedVote[];
}

/** One customer's first delivered order with a product. */
interface Purchase {
  customer: HistoryCustomer;
  productId: string;
  orderId: string;
  deliveredAt: Date;
}

/** A number in [min, max). */
const inRange = (rand: Random, min: number, max: number): number => min + rand() * (max - min);

/** Each customer's own skin type, the same every day: most people's is normal, dry or combination. */
const SKIN_WEIGHTS: Record<SkinType, number> = { dry: 24, oily: 20, combination: 24, normal: 22, sensitive: 10 };
export const customerSkinOf = (username: string): SkinType => {
  let roll = seededRandom(`skin ${username}`)() * 100;
  for (const skinType of SKIN_TYPES) {
    roll -= SKIN_WEIGHTS[skinType];
    if (roll < 0) return skinType;
  }
  return 'normal';
};

/** Mostly 4 and 5 stars, some 1 to 3; some products are liked a little more than others (`bias` 0..1). */
const ratingOf = (rand: Random, bias: number): RatingValue => {
  const roll = rand();
  if (roll < 0.04) return 1;
  if (roll < 0.09) return 2;
  if (roll < 0.19 - 0.06 * bias) return 3;
  if (roll < 0.5 - 0.15 * bias) return 4;
  return 5;
};

/** "I would recommend it" when the reviewer said: yes for 4 and 5 stars, no for 1 and 2, either for 3. */
const recommendOf = (rand: Random, rating: RatingValue): boolean | null => {
  if (rand() >= 0.6) return null;
  return rating >= 4 ? true : rating <= 2 ? false : rand() < 0.5;
};

/** Most reviews have no votes or a few; some have many. */
const voteCountOf = (rand: Random): number => {
  const roll = rand();
  if (roll < 0.45) return 0;
  if (roll < 0.75) return 1 + Math.floor(rand() * 2);
  if (roll < 0.93) return 3 + Math.floor(rand() * 3);
  return 6 + Math.floor(rand() * 5);
};

/** Every customer's first delivered order of each product, oldest first. */
const purchasesOf = (history: LivingHistory): Purchase[] => {
  const byUsername = new Map(history.customers.map((c) => [c.username, c]));
  const purchases = new Map<string, Purchase>();
  for (const order of history.orders) {
    const delivered = order.moves.find((move) => move.status === 'delivered');
    const customer = byUsername.get(order.customer);
    if (!delivered || !customer) continue;
    for (const { productId } of order.lines) {
      const key = `${order.customer}|${productId}`;
      if (!purchases.has(key))
        purchases.set(key, { customer, productId, orderId: order.id, deliveredAt: delivered.at });
    }
  }
  return [...purchases.values()];
};

/**
 * The variant of a product the customer's latest order of it (not cancelled) placed before `at` holds, as
 * a buyer's review records it; null for a product sold as one.
 */
const boughtVariantOf = (
  orders: readonly HistoryOrder[],
  username: string,
  productId: string,
  at: Date,
): SeedReviewVariant | null => {
  const line = orders
    .filter(
      (order) =>
        order.customer === username && order.createdAt < at && !order.moves.some((move) => move.status === 'cancelled'),
    )
    .flatMap((order) => order.lines.filter((l) => l.productId === productId))
    .at(-1);
  if (!line?.variantId) return null;
  const { _id, name, kind } = seedVariant(productId, line.variantId);
  return { variantId: _id, variantName: name, variantKind: kind };
};

/** The product most customers bought (the first such id on a tie) among `ids`. */
const mostBought = (purchases: readonly Purchase[], ids: readonly string[]): string | undefined => {
  const buyers = (id: string) => purchases.filter((p) => p.productId === id).length;
  return [...ids].sort((a, b) => buyers(b) - buyers(a) || (a < b ? -1 : 1))[0];
};

/**
 * Dry and oily skin get SKIN_RATING_MIN_REVIEWS reviews each on the showcase product, from its reviewers
 * of other skin types (as far as it has reviewers: twice that many on every day since the catalogue's
 * dates, fewer when the seed runs before them).
 */
const coverShowcaseSkins = (reviews: { productId: string; skinType: SkinType }[], productId: string): void => {
  const ofProduct = reviews.filter((review) => review.productId === productId);
  for (const skinType of SHOWCASE_SKIN_TYPES) {
    const count = () => ofProduct.filter((review) => review.skinType === skinType).length;
    while (count() < SKIN_RATING_MIN_REVIEWS) {
      const spare = ofProduct.find(
        (review) =>
          !SHOWCASE_SKIN_TYPES.includes(review.skinType) ||
          (review.skinType !== skinType &&
            ofProduct.filter((other) => other.skinType === review.skinType).length > SKIN_RATING_MIN_REVIEWS),
      );
      if (!spare) return;
      spare.skinType = skinType;
    }
  }
};

/**
 * SEED_REVIEWS reviews of the history up to `now`: one per customer and product at most, each by a
 * customer whose delivered order holds the product, dated after the delivery and before today (UTC),
 * so the same all day. Every buyer of the most bought product and of the skin showcase reviews it; a
 * few reviews (HIDDEN_REVIEWS) were hidden by an admin; visible ones have "Helpful" votes from other
 * customers.
 */
export const seedReviews = (history: LivingHistory, now: Date): SeedReview[] => {
  const dayStart = utcDayStart(now);
  const day = dayStart.toISOString().slice(0, 10);
  const rand = seededRandom(`reviews ${day}`);
  const purchases = purchasesOf(history);
  const popular = mostBought(
    purchases,
    purchases.map((p) => p.productId),
  );
  const showcase = mostBought(purchases, SKIN_SHOWCASE_CANDIDATES);
  const featured = (p: Purchase) => p.productId === popular || p.productId === showcase;
  const chosen = [
    ...purchases.filter(featured),
    ...shuffled(
      rand,
      purchases.filter((p) => !featured(p)),
    ),
  ];
  if (chosen.length < SEED_REVIEWS) throw new Error(`Only ${chosen.length} purchases to review`);

  // Each reviewer's own skin type, but dry and oily skin covered on the showcase.
  const drafts = chosen.slice(0, SEED_REVIEWS).map((purchase) => ({
    purchase,
    productId: purchase.productId,
    skinType: customerSkinOf(purchase.customer.username),
  }));
  if (showcase) coverShowcaseSkins(drafts, showcase);

  // Each review draws from its own random source, so a review's words and votes do not depend on how
  // many numbers the others drew.
  const ownRandom = (what: string, review: { author: string; productId: string }) =>
    seededRandom(`${what} ${day} ${review.author}|${review.productId}`);
  const reviews = drafts.map(({ purchase, skinType }): SeedReview => {
    const product = productById(purchase.productId);
    const rand = ownRandom('review', { author: purchase.customer.username, productId: product.id });
    const rating = ratingOf(rand, seededRandom(`liked ${product.id}`)());
    // A few long, considered reviews of what people put on their skin.
    const long = (product.category === 'skincare' || product.category === 'body') && rand() < 0.1;
    const { title, text } = writeReview(rand, product.category, rating, skinType, long);
    // A few hours to two weeks after the delivery, and before today (so the same all day).
    const wished = after(purchase.deliveredAt, 0, inRange(rand, 6, 14 * 24));
    const latest = dayStart.getTime() - purchase.deliveredAt.getTime();
    const fraction = inRange(rand, 0.1, 0.9);
    const createdAt =
      wished <= dayStart ? wished : new Date(purchase.deliveredAt.getTime() + Math.floor(fraction * latest));
    return {
      productId: product.id,
      variant: boughtVariantOf(history.orders, purchase.customer.username, product.id, createdAt),
      author: purchase.customer.username,
      orderId: purchase.orderId,
      rating,
      title,
      text,
      skinType,
      recommend: recommendOf(rand, rating),
      createdAt,
      hidden: false,
      hiddenReason: null,
      votes: [],
    };
  });
  // The hidden ones: never on the featured products, so their figures stay as described.
  const hideable = shuffled(
    rand,
    reviews.filter((review) => review.productId !== popular && review.productId !== showcase),
  );
  HIDDEN_REVIEWS.forEach(({ rating, title, text, reason }, i) => {
    const review = hideable[i];
    if (!review) throw new Error('Too few reviews to hide');
    Object.assign(review, { rating, title, text, recommend: null, hidden: true, hiddenReason: reason });
  });

  for (const review of reviews) {
    if (review.hidden) continue;
    const rand = ownRandom('votes', review);
    const voters = shuffled(
      rand,
      history.customers.filter((c) => c.username !== review.author && c.createdAt < review.createdAt),
    ).slice(0, voteCountOf(rand));
    // Votes come at least half an hour after the review and half an hour before today.
    const span = dayStart.getTime() - review.createdAt.getTime() - HOUR_MS;
    if (span <= 0) continue;
    review.votes = voters.map((voter) => ({
      voter: voter.username,
      at: new Date(review.createdAt.getTime() + Math.floor(HOUR_MS / 2 + rand() * span)),
    }));
  }
  return reviews;
};
