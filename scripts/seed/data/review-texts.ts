// What the seeded reviewers write: titles and sentences by how much they liked a product, what kind of
// product it is and their skin type, put together by the review generator (reviews.ts). Plain text
// only; one of them holds "<3", which every screen must show as text.
import type { SkinType } from '@shop/contract';
import { pick, type Random } from '../art/random';
import type { CategoryId } from './categories';

/** How the reviewer felt: 5 stars, 4 stars, 3 stars, 1 or 2 stars. */
export type Mood = 'loved' | 'liked' | 'mixed' | 'disliked';

export const moodOf = (rating: number): Mood =>
  rating >= 5 ? 'loved' : rating === 4 ? 'liked' : rating === 3 ? 'mixed' : 'disliked';

const TITLES: Record<Mood, readonly string[]> = {
  loved: [
    'Holy grail',
    'Worth every penny',
    'My new favourite',
    'Already on my second one',
    'Obsessed',
    'Lives up to the hype',
    'Could not be happier',
    'Exactly what I was looking for',
    'Love it <3',
    'A staple now',
    'Five stars, no question',
    'Better than my old high-end one',
  ],
  liked: [
    'Really nice',
    'Very good, one small gripe',
    'Does what it says',
    'Lovely, would buy again',
    'Solid choice',
    'Pleasantly surprised',
    'Good everyday pick',
    'Nearly perfect',
  ],
  mixed: [
    'Just okay',
    'Nice, but not for me',
    'Mixed feelings',
    'Good, not great',
    'Fine for the price',
    'Expected a bit more',
  ],
  disliked: ['Not for me', 'Disappointed', 'Did not work for my skin', 'Would not buy again', 'Not worth it for me'],
};

type Kind = CategoryId;

/** Sentences about the product itself, by kind of product and mood. */
const ABOUT: Record<Kind, Record<Mood, readonly string[]>> = {
  skincare: {
    loved: [
      'My skin has never looked this calm and even.',
      'After two weeks my skin feels plumper and the texture is so much smoother.',
      'It sinks in within a minute and leaves no film, so make-up goes on beautifully afterwards.',
      'A little goes a long way, the bottle will last me months.',
      'My redness has calmed down noticeably since I started using it.',
      'I wake up with skin that actually glows.',
    ],
    liked: [
      'It feels lovely and my skin is softer, though the results took a few weeks to show.',
      'Absorbs well and plays nicely with the rest of my routine.',
      'Good texture, gentle, and my skin looks fresher in the morning.',
      'I noticed a difference in hydration, less so in dark spots.',
    ],
    mixed: [
      'It is pleasant to use, but I have not seen much change after a month.',
      'The texture is nice, but it pilled under my sunscreen a couple of times.',
      'It works, but I am not sure it is better than what I used before.',
    ],
    disliked: [
      'It left my skin feeling tight and a bit irritated.',
      'I broke out in small bumps after a few days and had to stop.',
      'It sits on top of the skin and never really absorbs.',
    ],
  },
  makeup: {
    loved: [
      'The colour is gorgeous and it lasts all day without touch-ups.',
      'Blends like a dream and looks natural even up close.',
      'It stays put through a full work day and a dinner after.',
      'Buildable, no flaking, and the shade range is great.',
    ],
    liked: [
      'Pretty shade and comfortable to wear, I touch it up once in the afternoon.',
      'Blends easily, slightly less pigmented than I expected.',
      'Looks great in photos and feels light on the skin.',
    ],
    mixed: [
      'The shade is lovely, but it fades faster than I hoped.',
      'Nice finish, but it settles into fine lines by the evening.',
      'Looks good at first, wears off unevenly after a few hours.',
    ],
    disliked: [
      'The shade looked nothing like the picture on me.',
      'It flaked off within two hours.',
      'Patchy and hard to blend, no matter what brush I used.',
    ],
  },
  fragrance: {
    loved: [
      'I get compliments every single time I wear it.',
      'It lasts from morning to evening and dries down to something warm and soft.',
      'It smells expensive without being loud.',
      'My signature scent now, my partner keeps stealing it.',
    ],
    liked: [
      'A lovely scent that lasts about six hours on me.',
      'Beautiful opening, the dry-down is a little sweeter than I like.',
      'Elegant and easy to wear to the office.',
    ],
    mixed: [
      'Nice, but it fades within a couple of hours on my skin.',
      'Smells great on the paper strip, less so on me.',
      'Pleasant, though a bit generic.',
    ],
    disliked: [
      'Far too strong for me, it gave me a headache.',
      'It turned sour on my skin after an hour.',
      'I could barely smell it after thirty minutes.',
    ],
  },
  body: {
    loved: [
      'My skin stays soft all day, even after washing my hands a lot.',
      'The scent is subtle and relaxing, and it is not greasy at all.',
      'It has fixed the dry patches on my elbows and knees.',
      'I use it every evening and look forward to it.',
    ],
    liked: [
      'Nice texture, absorbs quickly, the scent fades after a while.',
      'Works well, though I need to reapply in the afternoon.',
      'Gentle and pleasant, a good everyday product.',
    ],
    mixed: [
      'It is fine, but a little too greasy for daytime.',
      'The scent is lovely, the effect not much different from a cheaper one.',
      'Okay, though the packaging leaks a bit.',
    ],
    disliked: [
      'It left a sticky layer that never sank in.',
      'The scent was overpowering and did not match the description for me.',
      'It made my skin itchy.',
    ],
  },
  gifts: {
    loved: [
      'Bought it as a gift and ended up keeping one for myself.',
      'Beautifully packaged, every product in it is one I actually use.',
      'A perfect present, my sister was thrilled.',
    ],
    liked: [
      'Lovely set, one of the products is not really my thing, the rest are great.',
      'Great value compared with buying each one on its own.',
      'Nicely presented and arrived quickly.',
    ],
    mixed: [
      'Pretty box, but the sizes are smaller than I expected.',
      'Two of the products are great, the others I will not use.',
    ],
    disliked: ['The box arrived dented and the sizes are tiny for the price.', 'Not much in it for what it costs.'],
  },
};

/** What a reviewer says of their skin, by skin type and mood (skincare, body and base make-up). */
const SKIN: Record<SkinType, Record<'good' | 'bad', readonly string[]>> = {
  dry: {
    good: [
      'My dry skin drinks it up and stays comfortable until the evening.',
      'No more flaky patches around my nose, which is a first for my dry skin.',
      'As someone with very dry skin, I finally do not feel tight after washing.',
    ],
    bad: ['Not rich enough for my dry skin, I still needed a heavier cream on top.'],
  },
  oily: {
    good: [
      'My oily skin stays matte much longer and it never feels heavy.',
      'I have oily skin and it does not make me shiny by lunchtime.',
      'Finally something that does not clog my pores, and I have really oily skin.',
    ],
    bad: ['On my oily skin it felt greasy and I was shiny within an hour.'],
  },
  combination: {
    good: [
      'It balances my combination skin nicely: no dry cheeks, no shiny T-zone.',
      'Works on both the dry and the oily parts of my combination skin.',
    ],
    bad: ['Good on my cheeks, too much for my oily T-zone.'],
  },
  normal: {
    good: [
      'I have normal skin and it keeps it looking healthy and smooth.',
      'My skin is not fussy, and this makes it look its best.',
    ],
    bad: ['Even my normal, not very fussy skin did not get along with it.'],
  },
  sensitive: {
    good: [
      'My sensitive skin reacts to almost everything, and this caused no redness at all.',
      'No stinging, no itching, which is rare for my sensitive skin.',
    ],
    bad: ['It stung my sensitive skin a little on the first few uses.'],
  },
};

const USE: readonly string[] = [
  'I have been using it every day for about a month.',
  'I use it morning and night.',
  'I have been using it for three weeks now.',
  'I picked it up after reading about it and have used it daily since.',
  'It replaced something I had used for years.',
];

const CLOSE: Record<Mood, readonly string[]> = {
  loved: [
    'I will definitely buy it again.',
    'Highly recommend.',
    'Already told all my friends about it.',
    'Cannot imagine my routine without it now.',
  ],
  liked: ['I would buy it again.', 'Good value for what you get.', 'Recommended, with small reservations.'],
  mixed: ['Might try it again when it is on offer.', 'It is fine, just not special.', 'Not bad, not amazing.'],
  disliked: [
    'Sadly, it is going to a friend.',
    'I will go back to my old one.',
    'Maybe it works for others, it did not work for me.',
  ],
};

/** The long reviews' extra detail: a considered account, in a few more sentences. */
const DETAIL: readonly string[] = [
  'For context, I am in my thirties and have tried more products of this kind than I would like to admit.',
  'The packaging is sturdy and easy to use, and nothing leaked in the post.',
  'I gave it a fair chance before writing this, using nothing new alongside it so I could tell what it did.',
  'The first few days I did not notice much, but by the end of the second week the difference was clear.',
  'I took photos at the start and compared them after a month, and the change is there in daylight.',
  'It layers well with sunscreen and does not pill, which matters to me because I wear SPF every day.',
  'Delivery was quick and it came with a sample that I also liked.',
  'I checked the ingredient list before buying and was glad to see nothing I usually react to.',
  'It works just as well on the days my skin is at its worst as on the good ones.',
  'My only wish would be a refill option, because I will certainly keep buying it.',
];

/** The items in an order of their own (Fisher-Yates). */
export const shuffled = <T>(rand: Random, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

/** Skin types' sentences fit the products people put on their skin. */
const SKIN_KINDS: ReadonlySet<Kind> = new Set<Kind>(['skincare', 'body']);

export interface WrittenReview {
  title: string;
  text: string;
}

/**
 * A review in the reviewer's words: a title for the mood, then what they say of the product, of their
 * skin (on skincare and body care), how they use it and a closing; `long` adds a considered account.
 */
export const writeReview = (
  rand: Random,
  kind: Kind,
  rating: number,
  skinType: SkinType,
  long: boolean,
): WrittenReview => {
  const mood = moodOf(rating);
  const sentences: string[] = [pick(rand, ABOUT[kind][mood])];
  if (SKIN_KINDS.has(kind) && rand() < 0.8) {
    sentences.push(pick(rand, SKIN[skinType][mood === 'mixed' || mood === 'disliked' ? 'bad' : 'good']));
  }
  if (rand() < 0.6) sentences.unshift(pick(rand, USE));
  if (long) {
    const extra = shuffled(rand, DETAIL).slice(0, 4 + Math.floor(rand() * 4));
    sentences.splice(1, 0, ...extra);
    sentences.push(pick(rand, ABOUT[kind][mood]));
  }
  if (rand() < 0.7) sentences.push(pick(rand, CLOSE[mood]));
  const text = [...new Set(sentences)].join(' ');
  return { title: pick(rand, TITLES[mood]), text };
};

/**
 * The reviews an admin hid, each written the way that earned it, with the admin's reason. Their text
 * is what made them hidden, never a customer's real details.
 */
export const HIDDEN_REVIEWS: readonly (WrittenReview & { rating: number; reason: string })[] = [
  {
    rating: 1,
    title: 'Cheaper elsewhere!!!',
    text: 'Found the exact same thing for half the price at another shop down the road, go there instead of buying here.',
    reason: 'Points shoppers to another shop instead of reviewing the product',
  },
  {
    rating: 5,
    title: 'Message me for a discount',
    text: 'Great product. I sell these too, message me on my page for a discount code and free samples, limited time only.',
    reason: 'Advertising: promotes the reviewer’s own sales',
  },
  {
    rating: 2,
    title: 'Courier was late',
    text: 'The parcel came two days late and the courier left it in the rain. Have not even opened it yet.',
    reason: 'About the delivery, not the product',
  },
  {
    rating: 3,
    title: 'Wrong product?',
    text: 'Sorry, I mixed it up: this is about a cleanser I bought years ago somewhere else, which dried my face out terribly.',
    reason: 'Reviews a different product',
  },
];
