import { PagePlaceholder } from '@/components/page-placeholder';

export const BlogsRoute = () => (
  <PagePlaceholder title="Blogs" eyebrow="Journal">
    Skincare rituals, ingredient stories and make-up know-how from our team.
  </PagePlaceholder>
);
