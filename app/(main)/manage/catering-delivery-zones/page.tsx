import { DeliveryZonesManager } from '@/components/delivery-zones/DeliveryZonesManager';
import { deliveryZonesQuery } from '@/lib/api/delivery-zones';
import { prefetch } from '@/lib/bff/server-fetch';
import { env } from '@/lib/env';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('deliveryZones.catering');

/** /manage/catering-delivery-zones: the same editor on the location's catering zones. */
export default function CateringDeliveryZonesPage() {
  return (
    <MainPage namespace="deliveryZones.catering" fill={(queryClient) => prefetch(queryClient, deliveryZonesQuery())}>
      <DeliveryZonesManager kind="catering" tileUrl={env().MAP_TILE_URL} />
    </MainPage>
  );
}
