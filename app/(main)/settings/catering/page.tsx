import { CateringSettings } from '@/components/settings/CateringSettings';
import { cateringSettingsQuery } from '@/lib/api/settings';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('cateringSettings');

export default function CateringSettingsPage() {
  return (
    <MainPage namespace="cateringSettings" fill={(queryClient) => prefetch(queryClient, cateringSettingsQuery())}>
      <CateringSettings />
    </MainPage>
  );
}
