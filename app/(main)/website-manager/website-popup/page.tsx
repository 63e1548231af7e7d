import { PopupManager } from '@/components/website-manager/popups/PopupManager';
import { websiteManagerQuery } from '@/lib/api/website-manager';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteManager.popups');

export default function WebsitePopupPage() {
  return (
    <MainPage namespace="websiteManager.popups" fill={(queryClient) => prefetch(queryClient, websiteManagerQuery())}>
      <PopupManager />
    </MainPage>
  );
}
