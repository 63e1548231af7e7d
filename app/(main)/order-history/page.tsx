import type { QueryClient } from '@tanstack/react-query';
import { OrderHistoryScreen } from '@/components/orders/history/OrderHistoryScreen';
import { historyParams, readHistoryState } from '@/components/orders/history/history-url';
import { historyQuery } from '@/lib/api/orders';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../main-page';

export const generateMetadata = pageTitle('orders.history');

type Search = Record<string, string | string[] | undefined>;

/** The page the URL asks for, fetched on the server (DESIGN §4.6) in the location's time zone. */
async function prefetchPage(search: Search, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverUser());
  if (!location) return;
  await prefetch(queryClient, historyQuery(historyParams(readHistoryState(search, new Date(), location.timezone))));
}

export default async function OrderHistoryPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="orders.history" fill={(queryClient) => prefetchPage(search, queryClient)}>
      <OrderHistoryScreen />
    </MainPage>
  );
}
