import { OnlineOrderSettings } from '@/components/settings/OnlineOrderSettings';
import { settingsQuery } from '@/lib/api/settings';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('onlineOrderSettings');

export default function OnlineOrderSettingsPage() {
  return (
    <MainPage namespace="onlineOrderSettings" fill={(queryClient) => prefetch(queryClient, settingsQuery())}>
      <OnlineOrderSettings />
    </MainPage>
  );
}
