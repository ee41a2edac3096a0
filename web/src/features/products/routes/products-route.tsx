import { PagePlaceholder } from '@/components/page-placeholder';

export const ProductsRoute = () => (
  <PagePlaceholder title="Products" eyebrow="Shop">
    Serums, creams and colour, vegan and cruelty-free. The full catalogue opens here soon.
  </PagePlaceholder>
);
