import type { Product } from '@shop/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_PARAM } from '@/config/paths';
import { chosenVariant } from '../lib/chosen-variant';

/**
 * The shade or size the product page shows, read from the URL (so the server renders it chosen), and the
 * way to choose another: it writes `?variant=` in place (replace: choosing shades adds no history entry),
 * keeping the page's other parameters (the reviews' filters).
 */
export const useChosenVariant = (product: Pick<Product, 'variants'>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const variant = chosenVariant(product, searchParams.get(VARIANT_PARAM));
  const choose = useCallback(
    (variantId: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VARIANT_PARAM, variantId);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { variant, choose };
};
