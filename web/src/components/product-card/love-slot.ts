import type { SxProps, Theme } from '@mui/material/styles';
import { createContext, type ComponentType } from 'react';

/**
 * The heart on each product card, home's product tiles and the product page: another feature's (loves), handed in by the
 * app layer, since features do not import each other. Give it stable props: it is a lazy part.
 */
export interface LoveSlotProps {
  productId: string;
  title: string;
  sx?: SxProps<Theme>;
}

export const LoveSlot = createContext<ComponentType<LoveSlotProps> | null>(null);
