import Typography from '@mui/material/Typography';
import type { LineVariant } from '@shop/contract';
import { parseCartLineId, variantLabel } from '@shop/contract';
import { paths } from '@/config/paths';

type Line = LineVariant & { _id: string };

/** The product a cart or order line holds (a variant's line id is productId~variantId). */
export const lineProductId = (line: Line): string => line.productId ?? parseCartLineId(line._id).productId;

/** The product page of a line, on the line's shade or size when it has one. */
export const lineProductHref = (line: Line): string => paths.product.getHref(lineProductId(line), line.variantId);

/** "Shade: Ruby", "Size: 50 ml" under a line's title; nothing for a product without variants. */
export const LineVariantLabel = ({ line }: { line: LineVariant }) =>
  line.variantName && line.variantKind ? (
    <Typography component="span" variant="body2" color="text.secondary" data-testid="line-variant">
      {variantLabel({ kind: line.variantKind, name: line.variantName })}
    </Typography>
  ) : null;
