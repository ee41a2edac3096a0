import type { ProductVariant } from '@shop/contract';
import { ShadeSwatches } from './shade-swatches';
import { SizeToggle } from './size-toggle';

interface VariantPickerProps {
  /** The variants on sale, all of one kind. */
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
