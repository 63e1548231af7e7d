import { TimesheetManager } from '@/components/timesheets/TimesheetManager';
import { todayText } from '@/components/timesheets/time-text';
import { timesheetsQuery } from '@/lib/api/timesheets';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('timesheets');

export default function TimesheetsPage() {
  // The server's day opens the page (the client shows the same one, so the prefetch is used).
  const date = todayText();
  return (
    <MainPage namespace="timesheets" fill={(queryClient) => prefetch(queryClient, timesheetsQuery(date))}>
      <TimesheetManager initialDate={date} />
    </MainPage>
  );
}
