import type { QueryClient } from '@tanstack/react-query';
import { GiftCardManager } from '@/components/gift-cards/GiftCardManager';
import { firstSummaryRange } from '@/components/gift-cards/summary-range';
import { giftCardsQuery, giftCardSummaryQuery } from '@/lib/api/gift-cards';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('giftCards');

/**
 * The cards, and this month's summaries in the location's days: asked by the browser while the
 * page loads, the summaries' replies loaded zod (a long task on a tablet, tests/perf/README.md).
 */
async function prefetchPage(queryClient: QueryClient) {
  const summaries = async () => {
    // The same location the screen's useCurrentLocation shows.
    const location = currentLocation(await serverUser());
    if (!location) return;
    const range = firstSummaryRange(new Date(), location.timezone);
    await Promise.all([
      prefetch(queryClient, giftCardSummaryQuery('sale', range)),
      prefetch(queryClient, giftCardSummaryQuery('redeem', range)),
    ]);
  };
  await Promise.all([prefetch(queryClient, giftCardsQuery()), summaries()]);
}

export default function GiftCardsPage() {
  return (
    <MainPage namespace="giftCards" fill={prefetchPage}>
      <GiftCardManager />
    </MainPage>
  );
}
