import { FutureOrdersScreen } from '@/components/orders/future/FutureOrdersScreen';
import { futureOrdersQuery } from '@/lib/api/orders';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../main-page';

export const generateMetadata = pageTitle('orders.future');

/**
 * The list comes with the page. It is a POST (order/future_order) that only reads: asked by the
 * browser, its reply's schema loaded zod during the page's load (Lighthouse, tests/perf/README.md).
 */
export default function FutureOrdersPage() {
  return (
    <MainPage namespace="orders.future" fill={(queryClient) => prefetch(queryClient, futureOrdersQuery())}>
      <FutureOrdersScreen />
    </MainPage>
  );
}
