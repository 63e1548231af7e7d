import type { QueryClient } from '@tanstack/react-query';
import { DRIVERS_DEFAULT_PRESET } from '@/components/reports/drivers/driver-url';
import { DriverReportScreen } from '@/components/reports/drivers/DriverReportScreen';
import { readStaffFilter } from '@/components/reports/report-filters';
import { readReportRange } from '@/components/reports/report-url';
import { driverReportQuery } from '@/lib/api/staff-reports';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('reports.drivers');

type Search = Record<string, string | string[] | undefined>;

/** The range and driver the URL asks for, fetched on the server in the location's time zone. */
async function prefetchReport(search: Search, queryClient: QueryClient) {
  const location = currentLocation(await serverUser());
  if (!location) return;
  const range = readReportRange(search, new Date(), location.timezone, DRIVERS_DEFAULT_PRESET);
  await prefetch(queryClient, driverReportQuery({ from: range.from, to: range.to, staffId: readStaffFilter(search) }));
}

export default async function DriverReportPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="reports.drivers" fill={(queryClient) => prefetchReport(search, queryClient)}>
      <DriverReportScreen />
    </MainPage>
  );
}
