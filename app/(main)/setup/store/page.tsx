import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyAvailabilityTab } from '@/components/store-setup/availability/LazyAvailabilityTab';
import { LazyDesignTab } from '@/components/store-setup/design/LazyDesignTab';
import { LazyBlockedDatesTab } from '@/components/store-setup/blocked-dates/LazyBlockedDatesTab';
import { LazyHolidaysTab } from '@/components/store-setup/holidays/LazyHolidaysTab';
import { StoreProfileTab } from '@/components/store-setup/profile/StoreProfileTab';
import { LazyHoursTab } from '@/components/store-setup/hours/LazyHoursTab';
import { LazyOpenAtTab } from '@/components/store-setup/open-at/LazyOpenAtTab';
import { StoreSetupTabs } from '@/components/store-setup/StoreSetupTabs';
import { storeTabOf, type StoreTab } from '@/components/store-setup/store-tabs';
import { blockedDatesQuery, holidaysQuery } from '@/lib/api/store-holidays';
import { storeHoursQuery } from '@/lib/api/store-hours';
import { storeAvailabilityQuery } from '@/lib/api/store-availability';
import { storeDesignQuery } from '@/lib/api/store-design';
import { prefetch } from '@/lib/bff/server-fetch';
import { businessTypesQuery, countriesQuery } from '@/lib/api/business';
import { businessInfoQuery } from '@/lib/api/store-profile';
import { env } from '@/lib/env';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('storeSetup');

interface Props {
  searchParams: Promise<{ tab?: string | string[] }>;
}

/** Each tab's screen and what the server fetches for its first paint. */
const tabs: Record<StoreTab, { screen: () => ReactNode; fill?: (queryClient: QueryClient) => Promise<unknown> }> = {
  store: {
    // The tile server is the one the pages' Content-Security-Policy allows (MAP_TILE_URL).
    screen: () => <StoreProfileTab tileUrl={env().MAP_TILE_URL} />,
    fill: (queryClient) =>
      Promise.all([
        prefetch(queryClient, businessInfoQuery()),
        prefetch(queryClient, businessTypesQuery()),
        prefetch(queryClient, countriesQuery()),
      ]),
  },
  hours: { screen: () => <LazyHoursTab />, fill: (queryClient) => prefetch(queryClient, storeHoursQuery()) },
  holidays: { screen: () => <LazyHolidaysTab />, fill: (queryClient) => prefetch(queryClient, holidaysQuery()) },
  'blocked-dates': {
    screen: () => <LazyBlockedDatesTab />,
    fill: (queryClient) => prefetch(queryClient, blockedDatesQuery()),
  },
  availability: {
    screen: () => <LazyAvailabilityTab />,
    fill: (queryClient) => prefetch(queryClient, storeAvailabilityQuery()),
  },
  design: {
    screen: () => <LazyDesignTab />,
    fill: (queryClient) => prefetch(queryClient, storeDesignQuery('order')),
  },
  'open-at': { screen: () => <LazyOpenAtTab /> },
};

/** /setup/store: the store's profile, hours, holidays, blocked dates, pauses and design (SPEC §2). */
export default async function StoreSetupPage({ searchParams }: Props) {
  const current = storeTabOf((await searchParams).tab);
  const tab = tabs[current];
  return (
    <MainPage namespace="storeSetup" fill={tab.fill}>
      <StoreSetupTabs current={current} />
      {tab.screen()}
    </MainPage>
  );
}
