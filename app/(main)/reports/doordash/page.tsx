import type { QueryClient } from '@tanstack/react-query';
import { DOORDASH_DEFAULT_PRESET } from '@/components/reports/doordash/doordash-url';
import { DoordashReportScreen } from '@/components/reports/doordash/DoordashReportScreen';
import { readReportRange } from '@/components/reports/report-url';
import { doordashReportQuery } from '@/lib/api/doordash-report';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('reports.doordash');

type Search = Record<string, string | string[] | undefined>;

/** The range the URL asks for, fetched on the server in the location's time zone. */
async function prefetchReport(search: Search, queryClient: QueryClient) {
  const location = currentLocation(await serverUser());
  if (!location) return;
  const range = readReportRange(search, new Date(), location.timezone, DOORDASH_DEFAULT_PRESET);
  await prefetch(queryClient, doordashReportQuery({ from: range.from, to: range.to }));
}

export default async function DoordashReportPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="reports.doordash" fill={(queryClient) => prefetchReport(search, queryClient)}>
      <DoordashReportScreen />
    </MainPage>
  );
}
