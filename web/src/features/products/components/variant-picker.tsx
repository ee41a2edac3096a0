import type { ProductVariant } from '@shop/contract';
import { lazyPart } from '@/lib/lazy-part';
import { ShadeSwatches } from './shade-swatches';

/**
 * Sizes are MUI's toggle group, whose code (about 4 KiB) only products in sizes need: it hydrates once its
 * module is here, over the server's HTML (decision 045), so the product page's first load stays as it was.
 */
const SizeToggle = lazyPart(() => import('./size-toggle').then((module) => ({ default: module.SizeToggle })));

interface VariantPickerProps {
  /** The variants on sale, all of one kind (the same array while the product is: the size toggle is memoized). */
  variants: ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variantId: string) => void;
}

/** Shades as swatches, sizes as a toggle group. */
export const VariantPicker = ({ variants, chosen, onChoose }: VariantPickerProps) =>
  chosen.kind === 'shade' ? (
    <ShadeSwatches shades={variants} chosen={chosen} onChoose={onChoose} />
  ) : (
    <SizeToggle sizes={variants} chosen={chosen} onChoose={onChoose} />
  );
