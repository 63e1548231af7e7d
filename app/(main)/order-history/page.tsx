import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderHistoryScreen } from '@/components/orders/history/OrderHistoryScreen';
import { historyParams, readHistoryState } from '@/components/orders/history/history-url';
import { PageHeader } from '@/components/ui/PageHeader';
import { orderKeys } from '@/lib/api/orders';
// A server component is server code (DESIGN §2); the lint zone only knows route.ts by name.
import { serverGet } from '@/lib/bff/server-fetch';
import { orderHistoryReply, userReply } from '@/lib/contract';
import { currentLocation } from '@/lib/current-location';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders.history'))('title') };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page the URL asks for, fetched on the server (DESIGN §4.6) in the location's time zone. */
async function prefetch(search: Record<string, string | string[] | undefined>, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverGet('user', userReply));
  if (!location) return;
  const params = historyParams(readHistoryState(search, new Date(), location.timezone));
  const qs = new URLSearchParams({ from: params.from, to: params.to, page: String(params.page), per_page: String(params.per_page), sort: params.sort });
  if (params.search) qs.set('search', params.search);
  if (params.status) qs.set('status', params.status);
  const page = await serverGet(`order/history?${qs.toString()}`, orderHistoryReply);
  // Without it (a failed prefetch) the client loads the page and shows what went wrong.
  if (page) queryClient.setQueryData(orderKeys.history(params), page);
}

export default async function OrderHistoryPage({ searchParams }: Props) {
  const [t, search] = await Promise.all([getTranslations('orders.history'), searchParams]);
  const queryClient = new QueryClient();
  await prefetch(search, queryClient);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <OrderHistoryScreen />
      </HydrationBoundary>
    </>
  );
}
