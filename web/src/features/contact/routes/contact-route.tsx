import { PagePlaceholder } from '@/components/page-placeholder';

export const ContactRoute = () => <PagePlaceholder title="Contact Us" eyebrow="Customer care" />;
