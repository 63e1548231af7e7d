import { WebsiteSetupForm } from '@/components/website-manager/setup/WebsiteSetupForm';
import { websiteManagerQuery } from '@/lib/api/website-manager';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteManager.setup');

export default function WebsiteSetupPage() {
  return (
    <MainPage namespace="websiteManager.setup" fill={(queryClient) => prefetch(queryClient, websiteManagerQuery())}>
      <WebsiteSetupForm />
    </MainPage>
  );
}
