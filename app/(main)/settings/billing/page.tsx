import { BillingScreen } from '@/components/billing/BillingScreen';
import { invoicesQuery, plansQuery, subscriptionQuery } from '@/lib/api/billing';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('billing');

/** Billing (owner only, issue 20): the subscription, the plans with checkout, the invoices. */
export default function BillingPage() {
  return (
    <MainPage
      namespace="billing"
      descriptionKey="subtitle"
      fill={(queryClient) =>
        Promise.all([
          prefetch(queryClient, subscriptionQuery()),
          prefetch(queryClient, plansQuery('monthly')),
          prefetch(queryClient, invoicesQuery()),
        ])
      }
    >
      <BillingScreen />
    </MainPage>
  );
}
