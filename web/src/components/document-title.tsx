import { documentTitle } from '@/config/brand';

/** React 19 hoists <title> into <head>. */
export const DocumentTitle = ({ title }: { title?: string }) => <title>{documentTitle(title)}</title>;
