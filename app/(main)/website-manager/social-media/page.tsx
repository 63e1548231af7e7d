import { SocialLinksForm } from '@/components/website-manager/social/SocialLinksForm';
import { websiteManagerQuery } from '@/lib/api/website-manager';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteManager.social');

export default function SocialMediaPage() {
  return (
    <MainPage namespace="websiteManager.social" fill={(queryClient) => prefetch(queryClient, websiteManagerQuery())}>
      <SocialLinksForm />
    </MainPage>
  );
}
