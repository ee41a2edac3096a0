import type { CategoryRef, MatchedVariant, Product, ProductListItem } from '@shop/contract';

/** `matchedVariantId`: a search result found through a shade's name leads to that shade and adds it. */
export type ProductCardProduct = Pick<Product, '_id' | 'title' | 'price' | 'image' | 'stock' | 'variants'> &
  MatchedVariant & {
    category?: CategoryRef;
    freeFrom?: Product['freeFrom'];
    /** The product's own figures (no request of the card's own). */
    rating?: Pick<Product['rating'], 'average' | 'count'>;
  };

/**
 * What a card of the list shows of a product the API sent. The list's page keeps only this: the
 * descriptions, ingredients and review breakdowns of a page of products would otherwise travel twice
 * with the server's HTML (drawn, then again as the page's data), 1 to 2 KiB of every list as sent. Its
 * shades keep what the card's swatches, price and cart controls use: a card shows the product's own
 * picture, so not each shade's picture nor its colour family.
 */
export const toCardProduct = ({
  _id,
  title,
  price,
  image,
  stock,
  variants,
  matchedVariantId,
  category,
  freeFrom,
  rating,
}: ProductListItem): ProductCardProduct => ({
  _id,
  title,
  price,
  image,
  stock,
  ...(variants ? { variants: variants.map(({ image: _image, family: _family, ...shown }) => shown) } : {}),
  ...(matchedVariantId ? { matchedVariantId } : {}),
  category,
  freeFrom,
  rating: rating && { average: rating.average, count: rating.count },
});
