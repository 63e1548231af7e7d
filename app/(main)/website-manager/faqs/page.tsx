import { FaqManager } from '@/components/website-manager/faqs/FaqManager';
import { websiteManagerQuery } from '@/lib/api/website-manager';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteManager.faqs');

export default function FaqsPage() {
  return (
    <MainPage namespace="websiteManager.faqs" fill={(queryClient) => prefetch(queryClient, websiteManagerQuery())}>
      <FaqManager />
    </MainPage>
  );
}
