import { PagePlaceholder } from '@/components/page-placeholder';

export const AboutRoute = () => (
  <PagePlaceholder title="About us" eyebrow="Our story">
    Vegan, gluten-free, never tested on animals and packed to be recycled: the story behind Aurelle.
  </PagePlaceholder>
);
