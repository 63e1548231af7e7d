import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlanList } from '@/components/billing/PlanList';
import { PageHeader } from '@/components/ui/PageHeader';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('billing'))('title') };
}

/** A minimal billing page (issue 3): the plans and the choice of one. Billing in full comes later. */
export default async function BillingPage() {
  const t = await getTranslations('billing');
  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <PlanList />
    </>
  );
}
