import { paths } from '@/config/paths';

export const navItems = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Products', to: paths.products.getHref(), end: false },
  { label: 'Blogs', to: paths.blogs.getHref(), end: false },
  { label: 'About us', to: paths.about.getHref(), end: false },
  { label: 'Contact us', to: paths.contact.getHref(), end: false },
] as const;

/** Shown only in the small screens' menu, below the header's links. */
export const menuOnlyItems = [{ label: 'Skin analysis', to: paths.skinAnalysis.getHref(), end: false }] as const;
