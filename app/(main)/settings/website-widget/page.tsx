import { WebsiteWidgetSettings } from '@/components/website-widget/WebsiteWidgetSettings';
import { websiteWidgetQuery } from '@/lib/api/website-widget';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('websiteWidget');

// The embed tag is not prefetched: it names the portal's origin as the browser reaches it (scheme
// included, which a TLS proxy tells the browser's calls and not this server-side one).
export default function WebsiteWidgetPage() {
  return (
    <MainPage namespace="websiteWidget" fill={(queryClient) => prefetch(queryClient, websiteWidgetQuery())}>
      <WebsiteWidgetSettings />
    </MainPage>
  );
}
