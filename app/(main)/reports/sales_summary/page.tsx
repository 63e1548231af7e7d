import type { QueryClient } from '@tanstack/react-query';
import { readReportRange } from '@/components/reports/report-url';
import { SALES_DEFAULT_PRESET } from '@/components/reports/sales-summary/sales-range';
import { SalesSummaryScreen } from '@/components/reports/sales-summary/SalesSummaryScreen';
import { salesSummaryQuery } from '@/lib/api/sales-summary';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('reports.salesSummary');

type Search = Record<string, string | string[] | undefined>;

/** The range the URL asks for, fetched on the server (DESIGN §4.6) in the location's time zone. */
async function prefetchSummary(search: Search, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverUser());
  if (!location) return;
  const range = readReportRange(search, new Date(), location.timezone, SALES_DEFAULT_PRESET);
  await prefetch(queryClient, salesSummaryQuery(range));
}

export default async function SalesSummaryPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="reports.salesSummary" fill={(queryClient) => prefetchSummary(search, queryClient)}>
      <SalesSummaryScreen />
    </MainPage>
  );
}
