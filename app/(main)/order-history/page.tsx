import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderHistoryScreen } from '@/components/orders/history/OrderHistoryScreen';
import { historyParams, readHistoryState } from '@/components/orders/history/history-url';
import { PageHeader } from '@/components/ui/PageHeader';
import { userQuery } from '@/lib/api/account';
import { historyQuery } from '@/lib/api/orders';
import { prefetch, serverFetch } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders.history'))('title') };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page the URL asks for, fetched on the server (DESIGN §4.6) in the location's time zone. */
async function prefetchPage(search: Record<string, string | string[] | undefined>, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverFetch(userQuery()));
  if (!location) return;
  // Without it (a failed prefetch) the client loads the page and shows what went wrong.
  await prefetch(queryClient, historyQuery(historyParams(readHistoryState(search, new Date(), location.timezone))));
}

export default async function OrderHistoryPage({ searchParams }: Props) {
  const [t, search] = await Promise.all([getTranslations('orders.history'), searchParams]);
  const queryClient = new QueryClient();
  await prefetchPage(search, queryClient);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <OrderHistoryScreen />
      </HydrationBoundary>
    </>
  );
}
