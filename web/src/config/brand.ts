import { brand } from '@shop/contract';

export { brand };

export const documentTitle = (page?: string): string =>
  page ? `${page} · ${brand.name}` : `${brand.name} — ${brand.tagline}`;
