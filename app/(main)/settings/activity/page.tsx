import type { QueryClient } from '@tanstack/react-query';
import { ActivityScreen } from '@/components/activity/ActivityScreen';
import { activityParams, readActivityState } from '@/components/activity/activity-url';
import { auditActorsQuery, auditListQuery } from '@/lib/api/audit';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('activity');

type Search = Record<string, string | string[] | undefined>;

/** The page the URL asks for (filters and period in the location's days) and the people to filter by, fetched on the server (DESIGN §4.6). */
async function prefetchPage(search: Search, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverUser());
  if (!location) return;
  await Promise.all([
    prefetch(queryClient, auditListQuery(activityParams(readActivityState(search, new Date(), location.timezone)))),
    prefetch(queryClient, auditActorsQuery()),
  ]);
}

export default async function ActivityPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="activity" fill={(queryClient) => prefetchPage(search, queryClient)}>
      <ActivityScreen />
    </MainPage>
  );
}
