import { PagePlaceholder } from '@/components/page-placeholder';

export const ProductRoute = () => <PagePlaceholder title="Product" eyebrow="Shop" />;
