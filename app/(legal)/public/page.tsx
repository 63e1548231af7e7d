import { PublicPage } from '@/components/public/PublicPage';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('public');

export default PublicPage;
