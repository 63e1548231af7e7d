import { FutureOrdersScreen } from '@/components/orders/future/FutureOrdersScreen';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../main-page';

export const generateMetadata = pageTitle('orders.future');

/** Not prefetched: the list is a POST (order/future_order), which server pages do not send. */
export default function FutureOrdersPage() {
  return (
    <MainPage namespace="orders.future">
      <FutureOrdersScreen />
    </MainPage>
  );
}
