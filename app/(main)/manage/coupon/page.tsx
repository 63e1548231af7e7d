import { CouponsScreen } from '@/components/coupons/CouponsScreen';
import { couponsQuery } from '@/lib/api/coupons';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('coupons');

export default function CouponsPage() {
  return (
    <MainPage namespace="coupons" fill={(queryClient) => prefetch(queryClient, couponsQuery())}>
      <CouponsScreen />
    </MainPage>
  );
}
