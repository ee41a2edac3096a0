import type { ReactNode } from 'react';
import { Suspense } from 'react';

/**
 * A Suspense boundary that never shows its fallback in practice: around server-rendered parts of a
 * page, it lets React hydrate each part as its own piece of work and let the browser breathe in
 * between, instead of one long task for the whole page.
 */
export const HydrateSeparately = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);
