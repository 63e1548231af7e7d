import { PlanList } from '@/components/billing/PlanList';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('billing');

/** A minimal billing page (issue 3): the plans and the choice of one. Billing in full comes later. */
export default function BillingPage() {
  return (
    <MainPage namespace="billing" descriptionKey="subtitle">
      <PlanList />
    </MainPage>
  );
}
