import { ReservationSetup } from '@/components/reservations/ReservationSetup';
import { reservationsQuery } from '@/lib/api/reservations';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('reservations');

export default function ReservationSetupPage() {
  return (
    <MainPage namespace="reservations" fill={(queryClient) => prefetch(queryClient, reservationsQuery())}>
      <ReservationSetup />
    </MainPage>
  );
}
