import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StoreSetupTabs } from '@/components/store-setup/StoreSetupTabs';
import { storeTabOf, type StoreTab } from '@/components/store-setup/store-tabs';
import { TabPending } from '@/components/store-setup/TabPending';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('storeSetup');

interface Props {
  searchParams: Promise<{ tab?: string | string[] }>;
}

/** Each tab's screen and what the server fetches for its first paint. */
const tabs: Record<StoreTab, { screen: () => ReactNode; fill?: (queryClient: QueryClient) => Promise<unknown> }> = {
  store: { screen: () => <TabPending /> },
  hours: { screen: () => <TabPending /> },
  holidays: { screen: () => <TabPending /> },
  'blocked-dates': { screen: () => <TabPending /> },
  availability: { screen: () => <TabPending /> },
  design: { screen: () => <TabPending /> },
  'open-at': { screen: () => <TabPending /> },
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
