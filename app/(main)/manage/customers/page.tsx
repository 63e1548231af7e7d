import type { QueryClient } from '@tanstack/react-query';
import { CustomersScreen } from '@/components/customers/CustomersScreen';
import { customersParams, readCustomersState } from '@/components/customers/customers-url';
import { customersQuery } from '@/lib/api/customers';
import { prefetch, serverUser } from '@/lib/bff/server-fetch';
import { currentLocation } from '@/lib/current-location';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('customers');

type Search = Record<string, string | string[] | undefined>;

/** The page the URL asks for (search, sort, page, period in the location's days), fetched on the server (DESIGN §4.6). */
async function prefetchPage(search: Search, queryClient: QueryClient) {
  // The same location the screen's useCurrentLocation shows.
  const location = currentLocation(await serverUser());
  if (!location) return;
  await prefetch(
    queryClient,
    customersQuery(customersParams(readCustomersState(search, new Date(), location.timezone))),
  );
}

export default async function CustomersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage namespace="customers" fill={(queryClient) => prefetchPage(search, queryClient)}>
      <CustomersScreen />
    </MainPage>
  );
}
