import { DeliveryZonesManager } from '@/components/delivery-zones/DeliveryZonesManager';
import { deliveryZonesQuery } from '@/lib/api/delivery-zones';
import { prefetch } from '@/lib/bff/server-fetch';
import { env } from '@/lib/env';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('deliveryZones');

/** /manage/delivery-zones: the location's delivery zones on a map (SPEC §2, §3 Delivery zone). */
export default function DeliveryZonesPage() {
  return (
    <MainPage namespace="deliveryZones" fill={(queryClient) => prefetch(queryClient, deliveryZonesQuery())}>
      {/* The tile server is the one the pages' Content-Security-Policy allows (MAP_TILE_URL). */}
      <DeliveryZonesManager kind="delivery" tileUrl={env().MAP_TILE_URL} />
    </MainPage>
  );
}
