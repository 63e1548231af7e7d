import { LocationManager } from '@/components/locations/LocationManager';
import { manageLocationsQuery } from '@/lib/api/manage-locations';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('locations');

export default function LocationsPage() {
  return (
    <MainPage namespace="locations" fill={(queryClient) => prefetch(queryClient, manageLocationsQuery())}>
      <LocationManager />
    </MainPage>
  );
}
