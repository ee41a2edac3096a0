import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { cartLineId, isSoldOut, LOW_STOCK_MAX, SOLD_OUT, stockText } from '@shop/contract';
import { useEffect, useRef } from 'react';
import type { StepperControl } from './quantity-stepper';
import { QuantityStepper } from './quantity-stepper';
import { useCartControls } from '../hooks/use-cart-controls';

export interface CartControlsProps {
  productId: string;
  /** The shade or size the controls add and count (a line of its own); absent for a product without variants. */
  variantId?: string;
  title: string;
  size?: 'medium' | 'large';
  /** false: no trash button beside the quantity (the cart page has a Delete column). */
  withRemove?: boolean;
  /** false: plus is off (a product the shop no longer sells). */
  canIncrease?: boolean;
  /** Units left when the product's stock is tracked: plus stops there, and at 0 the add button is "Sold out". */
  stock?: number;
  sx?: SxProps<Theme>;
}

type Control = 'add' | StepperControl;

/**
 * "Add to Cart" (a disabled "Sold out" when no unit is left), or the line's quantity with plus,
 * minus and trash once it is in the cart.
 */
export const CartControls = ({
  productId,
  variantId,
  title,
  size = 'medium',
  withRemove = true,
  canIncrease = true,
  stock,
  sx,
}: CartControlsProps) => {
  const { line, busy, add, increase, decrease, remove } = useCartControls(cartLineId(productId, variantId));
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const decreaseRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Control | null>(null);
  const inCart = Boolean(line);
  const soldOut = isSoldOut(stock);

  // Controls are disabled while their call is in flight, which drops the keyboard focus: once the call is
  // over, it goes back to the pressed control, or to the one that took its place.
  useEffect(() => {
    const control = pressed.current;
    if (busy || !control) return;
    pressed.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    const stepper = { add: increaseRef, increase: increaseRef, decrease: decreaseRef, remove: removeRef };
    (inCart ? stepper[control] : addRef).current?.focus();
  }, [busy, inCart]);

  const press = (control: Control, action: () => Promise<unknown>) => {
    pressed.current = control;
    void action();
  };

  if (line) {
    return (
      <QuantityStepper
        title={title}
        quantity={line.quantity}
        busy={busy}
        size={size}
        increaseRef={increaseRef}
        decreaseRef={decreaseRef}
        removeRef={removeRef}
        onIncrease={() => press('increase', increase)}
        onDecrease={() => press('decrease', decrease)}
        onRemove={withRemove ? () => press('remove', remove) : undefined}
        cannotIncrease={!canIncrease || (stock !== undefined && line.quantity >= stock)}
        sx={sx}
      />
    );
  }

  return (
    <Button
      ref={addRef}
      variant="contained"
      size={size}
      fullWidth
      disabled={busy || soldOut}
      onClick={() => press('add', add)}
      startIcon={soldOut ? undefined : <AddShoppingCartRounded />}
      sx={sx}
    >
      {soldOut ? SOLD_OUT : 'Add to Cart'}
    </Button>
  );
};

/** Few left: the warning colour that keeps 4.5:1 on each scheme's surfaces (dark on light, light on dark). */
const fewLeftSx: SxProps<Theme> = (theme) => ({
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.warning.dark,
  ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette.warning.main }),
});

/**
 * "In stock", "Only N left" or "Sold out" (contract's stockText) for the pages that show these controls.
 * It lives beside the controls on purpose: a module of its own became a chunk of its own, and the products
 * page's first load paid 0.3 KiB more for it.
 */
export const StockText = ({ stock }: { stock: number | undefined }) => (
  <Typography
    variant="body2"
    sx={
      stock && stock <= LOW_STOCK_MAX
        ? fewLeftSx
        : { fontWeight: 600, color: stock === 0 ? 'text.secondary' : 'success.main' }
    }
  >
    {stockText(stock)}
  </Typography>
);
