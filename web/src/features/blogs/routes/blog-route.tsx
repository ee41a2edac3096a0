import { PagePlaceholder } from '@/components/page-placeholder';

export const BlogRoute = () => <PagePlaceholder title="Blog" eyebrow="Journal" />;
