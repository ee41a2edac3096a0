import type { BlogItem } from '@shop/contract';
import { daysBefore } from './dates';
import type { ProductShape } from './products';

export interface SeedBlog {
  /** The Firestore document id. */
  id: string;
  title: string;
  slug: string;
  description: string;
  /** [subject, author] */
  details: [string, string];
  items: BlogItem[];
  /** The two colours of the blog's hero picture. */
  colors: [string, string];
  /** The products standing in the blog's hero picture. */
  shapes: ProductShape[];
  createdAt: Date;
  updatedAt: Date;
}

type RawBlog = Omit<SeedBlog, 'createdAt' | 'updatedAt'>;

const RAW_BLOGS: readonly RawBlog[] = [
  {
    id: 'double-cleanse-explained',
    title: 'The Double Cleanse, Explained',
    slug: 'double-cleanse',
    details: ['Skincare', 'Lena Hart'],
    colors: ['#e7d8bd', '#86bb78'],
    shapes: ['jar', 'pump', 'bottle'],
    description:
      'Double cleansing simply means washing your face twice in the evening: first with an oil or balm, then with a water-based cleanser. The first step dissolves what water alone cannot shift, such as sunscreen, long-wear foundation and the oils your skin has made through the day. The second step lifts sweat and grime and leaves the skin properly clean, so the serums that follow can do their work. It is not about scrubbing harder; both steps should feel gentle and leave skin comfortable, never tight. If you wear little make-up and no sunscreen, one good cleanse is enough, but on busy days the double cleanse is the kindest way to reset your skin.',
    items: [
      {
        titleItem: 'Step one: melt',
        descItem:
          'Massage a balm or cleansing oil onto dry skin for a full minute, then add a splash of water to turn it milky and rinse.',
      },
      {
        titleItem: 'Step two: refresh',
        descItem:
          'Follow with a gentle gel or cream cleanser on damp skin. Look for sulphate-free formulas that rinse clean without squeaking.',
      },
      {
        titleItem: 'Only at night',
        descItem: 'In the morning a single, gentle cleanse or even a splash of water is all most skin types need.',
      },
    ],
  },
  {
    id: 'layering-serums',
    title: 'How to Layer Serums Without Pilling',
    slug: 'layering-serums',
    details: ['Skincare', 'Maya Ortiz'],
    colors: ['#78b4d4', '#eda032'],
    shapes: ['dropper', 'dropper', 'jar'],
    description:
      'Serums are the most concentrated step of a routine, and it is tempting to use several at once. The rule of thumb is to go from the thinnest texture to the thickest: watery essences and hyaluronic acid first, then gels, then oils and creams. Give each layer thirty seconds to settle before the next one. Pilling, those little rolls of product on the skin, usually means too much product or two formulas that do not like each other, often a silicone-rich primer over a water-rich serum. Use a pea-sized amount, press rather than rub, and keep strong actives such as vitamin C and retinoids for different times of day.',
    items: [
      {
        titleItem: 'Thin to thick',
        descItem: 'Apply water-light serums first and finish with oils or creams that seal everything in.',
      },
      {
        titleItem: 'Less is more',
        descItem: 'Two or three drops of a serum cover the whole face; more only sits on top and pills.',
      },
      {
        titleItem: 'Split your actives',
        descItem: 'Vitamin C in the morning under sunscreen, retinol or bakuchiol at night.',
      },
    ],
  },
  {
    id: 'vitamin-c-guide',
    title: 'Vitamin C: What It Really Does for Your Skin',
    slug: 'vitamin-c-guide',
    details: ['Ingredients', 'Dr. Anna Reyes'],
    colors: ['#f3cf83', '#d2694f'],
    shapes: ['dropper', 'tube'],
    description:
      'Vitamin C is one of the best-studied ingredients in skincare. As an antioxidant it helps neutralise the free radicals made by sunlight and pollution, and it supports the skin’s own collagen production. Over weeks of daily use it brightens a dull complexion and softens the look of dark spots. The catch is that pure ascorbic acid is unstable: it oxidises when exposed to light and air, turning orange and losing its power. Choose an opaque, airtight bottle, store it away from the bathroom window and use it up within a few months. Pair it with a broad-spectrum sunscreen in the morning for the best results.',
    items: [
      {
        titleItem: 'Start low',
        descItem: 'Begin with a 10 to 15 percent serum every other morning if your skin is sensitive.',
      },
      {
        titleItem: 'Watch the colour',
        descItem: 'A serum that turns dark orange has oxidised and will not do much; replace it.',
      },
    ],
  },
  {
    id: 'spf-every-day',
    title: 'SPF Every Day, Even in Winter',
    slug: 'daily-spf',
    details: ['Sun Care', 'Lena Hart'],
    colors: ['#f3cf83', '#8aafd6'],
    shapes: ['tube', 'bottle', 'jar'],
    description:
      'Ultraviolet A rays, the ones behind premature ageing and pigmentation, are almost as strong on a grey January morning as in July, and they pass through clouds and windows. That is why dermatologists recommend a broad-spectrum sunscreen of SPF 30 or more every day, whatever the weather. Apply it as the last step of your morning routine, using about two finger-lengths for face and neck, and reapply when you spend time outdoors. Mineral filters such as zinc oxide are gentle on sensitive skin, and modern formulas no longer leave a white cast. Think of daily SPF as the most effective anti-ageing product you will ever buy.',
    items: [
      {
        titleItem: 'How much',
        descItem: 'Two finger-lengths of sunscreen cover the face and neck; most of us use half that.',
      },
      {
        titleItem: 'Under make-up',
        descItem: 'Let sunscreen set for two minutes before foundation so the layers do not slide.',
      },
      {
        titleItem: 'Reapply',
        descItem: 'Every two hours outdoors, or after swimming and sweating. A powder SPF helps over make-up.',
      },
    ],
  },
  {
    id: 'foundation-shade-match',
    title: 'Finding Your Perfect Foundation Shade',
    slug: 'foundation-shade',
    details: ['Make Up', 'Sofia Lind'],
    colors: ['#d6ab86', '#e4c4a2'],
    shapes: ['pump', 'compact'],
    description:
      'A foundation that matches disappears into the skin; one that does not sits on top like a mask. Start by finding your undertone: look at the veins on your wrist in daylight. Greenish veins suggest a warm undertone, bluish veins a cool one, and a mix means neutral. Then swatch three shades in a stripe along your jawline, not on your hand, and let them dry for a few minutes, because many formulas darken slightly as they set. The shade that vanishes in natural light is the one. Remember that skin often changes a shade between summer and winter, so mixing two foundations is a perfectly good trick.',
    items: [
      {
        titleItem: 'Check the jawline',
        descItem: 'Your face should match your neck, so always swatch where the two meet.',
      },
      {
        titleItem: 'Use daylight',
        descItem: 'Shop lights are warm and flattering. Step outside or near a window before you decide.',
      },
    ],
  },
  {
    id: 'five-minute-face',
    title: 'The Five-Minute Everyday Face',
    slug: 'five-minute-face',
    details: ['Make Up', 'Sofia Lind'],
    colors: ['#e38d98', '#dcae55'],
    shapes: ['lipstick', 'compact', 'mascara'],
    description:
      'An everyday look should take less time than your coffee takes to brew. Start with moisturiser and sunscreen, then spot-conceal only where you need it instead of covering the whole face. A cream or powder blush swept high on the cheeks, and a touch on the eyelids, ties the face together in seconds. Curl your lashes and add one coat of mascara, comb the brows up with a clear gel and finish with a tinted balm. The secret is choosing multi-taskers and soft, blendable textures that forgive a quick hand. Five products, five minutes, and you look rested rather than made-up.',
    items: [
      {
        titleItem: 'Conceal, do not cover',
        descItem: 'Dab concealer around the nose and under the eyes and let your skin show everywhere else.',
      },
      {
        titleItem: 'One colour, three places',
        descItem: 'The same blush on cheeks, eyelids and lips always looks put together.',
      },
      {
        titleItem: 'Finish with brows',
        descItem: 'Brushed-up brows frame the face and make even bare skin look polished.',
      },
    ],
  },
  {
    id: 'long-wear-lipstick',
    title: 'Lipstick That Lasts Through Lunch',
    slug: 'long-wear-lipstick',
    details: ['Make Up', 'Maya Ortiz'],
    colors: ['#a8324a', '#c4877a'],
    shapes: ['lipstick', 'lipstick'],
    description:
      'Even the best lipstick struggles against coffee cups and lunch dates, but a few make-up artist tricks make a real difference. Start with smooth lips: a gentle scrub and a thin layer of balm, blotted after five minutes so the colour has something to grip. Line and fill the whole lip with a pencil close to your lipstick shade, which acts as a long-wearing base. Apply the lipstick with a brush, blot with a tissue, dust a little translucent powder through it and apply a second layer. Matte and satin formulas outlast glossy ones, and a quick touch-up after eating keeps everything crisp.',
    items: [
      {
        titleItem: 'Prep',
        descItem: 'Exfoliate and moisturise first; colour clings to flakes and fades unevenly on dry lips.',
      },
      {
        titleItem: 'Layer and blot',
        descItem: 'Two thin layers with a blot in between last twice as long as one thick coat.',
      },
    ],
  },
  {
    id: 'bakuchiol-vs-retinol',
    title: 'Bakuchiol vs Retinol: Which One Is Right for You?',
    slug: 'bakuchiol-vs-retinol',
    details: ['Ingredients', 'Dr. Anna Reyes'],
    colors: ['#c7b2de', '#3b3e6e'],
    shapes: ['dropper', 'jar', 'tube'],
    description:
      'Retinol, a form of vitamin A, is the gold standard for smoothing fine lines and refining texture, but it can bring redness, dryness and flaking while skin adjusts, and it is not recommended during pregnancy. Bakuchiol is a plant extract from the babchi seed that, in studies, improved fine lines and pigmentation in a similar way with far less irritation. It does not make skin more sensitive to the sun and can be used morning and night. If your skin tolerates retinol well, there is no need to switch; if it stings, or you want a gentler, fully plant-based option, bakuchiol is an excellent alternative.',
    items: [
      {
        titleItem: 'Choose retinol if',
        descItem: 'Your skin is resilient, you want the most researched option, and you will wear SPF daily.',
      },
      {
        titleItem: 'Choose bakuchiol if',
        descItem: 'Your skin is sensitive, you are pregnant or breastfeeding, or you prefer plant-based actives.',
      },
      {
        titleItem: 'Go slowly',
        descItem: 'Whichever you choose, start two or three nights a week and build up over a month.',
      },
    ],
  },
  {
    id: 'what-vegan-beauty-means',
    title: 'What Vegan Beauty Really Means',
    slug: 'vegan-beauty',
    details: ['Our Brand', 'Sara Main'],
    colors: ['#97c29c', '#efe1d6'],
    shapes: ['jar', 'lipstick', 'dropper'],
    description:
      'Vegan and cruelty-free are often used as if they meant the same thing, but they answer two different questions. Cruelty-free means that neither the finished product nor its ingredients were tested on animals anywhere in the world. Vegan means the formula contains no animal-derived ingredients: no beeswax, honey, lanolin, carmine, collagen or silk powder. We are both, and we also keep our formulas gluten-free. Plant waxes replace beeswax in our lipsticks, and mineral pigments replace carmine reds. We choose glass, aluminium and recycled paper wherever we can, so that caring for your skin does not cost the earth.',
    items: [
      {
        titleItem: 'Cruelty-free',
        descItem: 'No animal testing on ingredients or finished products, by us or by our suppliers.',
      },
      {
        titleItem: 'Vegan',
        descItem: 'No ingredients of animal origin, including the ones hiding behind Latin names.',
      },
      {
        titleItem: 'Recyclable',
        descItem: 'Glass jars, aluminium cases and paper boxes that your recycling bin will accept.',
      },
    ],
  },
  {
    id: 'fragrance-wardrobe',
    title: 'Building a Fragrance Wardrobe',
    slug: 'fragrance-wardrobe',
    details: ['Fragrance', 'Claire Dubois'],
    colors: ['#c2732c', '#eebfcf'],
    shapes: ['perfume', 'perfume', 'bottle'],
    description:
      'Few of us wear the same clothes for every occasion, so why wear just one scent? A fragrance wardrobe can be as small as three bottles: something fresh and citrusy for warm days and the office, a soft floral or musk for everyday comfort, and a warm amber or woody scent for evenings and winter. Apply perfume to moisturised skin, on the pulse points and the back of the neck, and resist rubbing your wrists together, which breaks down the top notes. Store bottles away from heat and light, and they will keep their character for years.',
    items: [
      {
        titleItem: 'Fresh',
        descItem: 'Citrus, neroli and green notes feel clean and light for daytime.',
      },
      {
        titleItem: 'Soft',
        descItem: 'Peony, musk and pear blossom are easy to wear every day.',
      },
      {
        titleItem: 'Warm',
        descItem: 'Amber, vanilla, oud and cedar carry beautifully on cold evenings.',
      },
    ],
  },
  {
    id: 'skin-barrier-care',
    title: 'Caring for Your Skin Barrier',
    slug: 'skin-barrier',
    details: ['Skincare', 'Maya Ortiz'],
    colors: ['#a3d2cb', '#f0a2b2'],
    shapes: ['bottle', 'jar'],
    description:
      'The skin barrier is the outermost layer of your skin: cells held together by a mix of ceramides, cholesterol and fatty acids, often compared to bricks and mortar. When it is healthy, it keeps moisture in and irritants out. Over-exfoliating, harsh cleansers, very hot water and cold wind can all weaken it, and the signs are tightness, stinging, redness and sudden breakouts. The fix is to simplify: a gentle cleanser, a moisturiser with ceramides and squalane, and daily sunscreen, with exfoliating acids and retinoids paused for two weeks. Most barriers recover quickly once they are left in peace.',
    items: [
      {
        titleItem: 'Signs of damage',
        descItem: 'Products that never stung before suddenly sting, and skin feels tight after cleansing.',
      },
      {
        titleItem: 'Back to basics',
        descItem: 'Cleanse gently, moisturise generously and protect from the sun. Nothing else for two weeks.',
      },
    ],
  },
  {
    id: 'thoughtful-gifting-guide',
    title: 'A Thoughtful Beauty Gifting Guide',
    slug: 'gifting-guide',
    details: ['Gifts', 'Claire Dubois'],
    colors: ['#e29c9c', '#c79f45'],
    shapes: ['giftbox', 'perfume', 'tube'],
    description:
      'A beauty gift is personal, and the best ones feel chosen rather than grabbed. If you know their routine, treat them to a more luxurious version of something they already love. If you do not, a discovery kit of travel sizes lets them find their own favourites without the pressure of a full-size bottle. Fragrance is wonderful but risky; a wardrobe set of smaller flacons is a safer way to give scent. And for someone who has everything, a hand cream and lip balm in a pretty box is the small luxury they will use every single day.',
    items: [
      {
        titleItem: 'For the skincare lover',
        descItem: 'A full routine in one box, from cleanser to cream, beautifully wrapped.',
      },
      {
        titleItem: 'For the undecided',
        descItem: 'Travel minis and discovery kits make it easy to try before committing.',
      },
      {
        titleItem: 'For a small thank-you',
        descItem: 'Hand cream, lip balm or a solid perfume, useful every day and easy to carry.',
      },
      {
        titleItem: 'Wrap it well',
        descItem: 'Our boxes are recyclable paper: no plastic ribbon needed to make them special.',
      },
    ],
  },
];

/** Posts are spread over the past year, two to four weeks apart, newest first. */
export const BLOGS: readonly SeedBlog[] = RAW_BLOGS.map((blog, i) => {
  const createdAt = daysBefore(3 + i * 23, (i * 5) % 9);
  const updatedAt = daysBefore(3 + i * 23 - (i % 4), (i * 5) % 9);
  return { ...blog, createdAt, updatedAt };
});
