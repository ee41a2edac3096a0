import type { ComponentType, ReactNode } from 'react';

/**
 * The list "Loves" shows: the loves feature's, handed in by the app layer (features do not import each
 * other). The panel gives it its empty state and its error with a retry.
 */
export interface LovesListProps {
  empty: ReactNode;
  renderError: (message: string, retry: () => void) => ReactNode;
}

export type LovesListComponent = ComponentType<LovesListProps>;
