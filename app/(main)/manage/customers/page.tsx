import { CustomersScreen } from '@/components/customers/CustomersScreen';
import { customersParams, readCustomersState } from '@/components/customers/customers-url';
import { customersQuery } from '@/lib/api/customers';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('customers');

type Search = Record<string, string | string[] | undefined>;

/** The page of customers the URL asks for (search, sort, page), fetched on the server (DESIGN §4.6). */
export default async function CustomersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  return (
    <MainPage
      namespace="customers"
      fill={(queryClient) => prefetch(queryClient, customersQuery(customersParams(readCustomersState(search))))}
    >
      <CustomersScreen />
    </MainPage>
  );
}
