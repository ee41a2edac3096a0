import type { Product } from '@shop/contract';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VARIANT_PARAM } from '@/config/paths';
import { chosenVariant } from '../lib/chosen-variant';

/**
 * The shade or size the product page shows, read from the URL (so the server renders it chosen), and the
 * way to choose another: it writes `?variant=` in place (replace: choosing shades adds no history entry),
 * keeping the page's other parameters (the reviews' filters). A choice shows at once, in the same render
 * as the press (a radio is never drawn unchecked while the URL catches up); a URL changed any other way
 * (Back, a link) wins.
 */
export const useChosenVariant = (product: Pick<Product, 'variants'>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get(VARIANT_PARAM);
  const [picked, setPicked] = useState<{ variantId: string; over: string | null } | null>(null);
  const variant = chosenVariant(product, picked && picked.over === inUrl ? picked.variantId : inUrl);
  const choose = useCallback(
    (variantId: string) => {
      setPicked({ variantId, over: inUrl });
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VARIANT_PARAM, variantId);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [inUrl, setSearchParams],
  );
  return { variant, choose };
};
