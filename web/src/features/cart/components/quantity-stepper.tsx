import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RefObject } from 'react';
import { MAX_CART_QUANTITY } from '@shop/contract';

export type StepperControl = 'increase' | 'decrease' | 'remove';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  busy: boolean;
  size: 'medium' | 'large';
  increaseRef: RefObject<HTMLButtonElement | null>;
  decreaseRef: RefObject<HTMLButtonElement | null>;
  removeRef: RefObject<HTMLButtonElement | null>;
  onIncrease: () => void;
  onDecrease: () => void;
  /** Without it there is no trash button (the cart page puts it in a column of its own). */
  onRemove?: () => void;
  /** Plus is off, e.g. for a product no longer sold. */
  cannotIncrease?: boolean;
  sx?: SxProps<Theme>;
}

interface RemoveButtonProps {
  ref?: RefObject<HTMLButtonElement | null>;
  title: string;
  busy: boolean;
  size: 'medium' | 'large';
  onRemove: () => void;
}

/** The trash button: quantity 0, on the server first. */
export const RemoveButton = ({ ref, title, busy, size, onRemove }: RemoveButtonProps) => {
  const side = size === 'large' ? 52 : 44;
  return (
    <IconButton
      ref={ref}
      aria-label={`Remove ${title} from cart`}
      onClick={onRemove}
      disabled={busy}
      sx={{ width: side, height: side, border: 1, borderColor: 'divider', color: 'text.secondary' }}
    >
      <DeleteOutlineRounded fontSize="small" />
    </IconButton>
  );
};

export const QuantityStepper = ({
  title,
  quantity,
  busy,
  size,
  increaseRef,
  decreaseRef,
  removeRef,
  onIncrease,
  onDecrease,
  onRemove,
  cannotIncrease = false,
  sx,
}: QuantityStepperProps) => {
  const height = size === 'large' ? 52 : 44;
  return (
    <Box
      role="group"
      aria-label={`${title} in your cart`}
      aria-busy={busy}
      sx={[{ display: 'flex', alignItems: 'center', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height,
          px: 0.5,
          borderRadius: 999,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <IconButton
          ref={decreaseRef}
          aria-label={`Decrease quantity of ${title}`}
          onClick={onDecrease}
          disabled={busy}
          size="small"
        >
          <RemoveRounded fontSize="small" />
        </IconButton>
        <Box
          role="status"
          aria-label={`Quantity of ${title}`}
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}
        >
          {quantity}
        </Box>
        <IconButton
          ref={increaseRef}
          aria-label={`Increase quantity of ${title}`}
          onClick={onIncrease}
          disabled={busy || cannotIncrease || quantity >= MAX_CART_QUANTITY}
          size="small"
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Box>
      {onRemove && <RemoveButton ref={removeRef} title={title} busy={busy} size={size} onRemove={onRemove} />}
    </Box>
  );
};
