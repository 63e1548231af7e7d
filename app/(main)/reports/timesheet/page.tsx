import type { QueryClient } from '@tanstack/react-query';
import { readReportRange } from '@/components/reports/report-url';
import { readTimesheetFilters, TIMESHEET_DEFAULT_PRESET } from '@/components/reports/timesheet/timesheet-url';
import { TimesheetReportScreen } from '@/components/reports/timesheet/TimesheetReportScreen';
import { timesheetReportQuery } from '@/lib/api/staff-reports';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('reports.timesheet');

type Search = Record<string, string | string[] | undefined>;

/** The range, member and daily limit the URL asks for, fetched on the server in the location's time zone. */
async function prefetchReport(search: Search, queryClient: QueryClient) {
  const location = currentLocation(await serverUser());
  if (!location) return;
  const range = readReportRange(search, new Date(), location.timezone, TIMESHEET_DEFAULT_PRESET);
  await prefetch(
    queryClient,
    timesheetReportQuery({ from: range.from, to: range.to, ...readTimesheetFilters(search) }),
  );
}

export default async function TimesheetReportPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="reports.timesheet" fill={(queryClient) => prefetchReport(search, queryClient)}>
      <TimesheetReportScreen />
    </MainPage>
  );
}
