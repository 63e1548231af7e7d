import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FutureOrdersScreen } from '@/components/orders/future/FutureOrdersScreen';
import { PageHeader } from '@/components/ui/PageHeader';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('orders.future'))('title') };
}

/** Not prefetched: the list is a POST (order/future_order), which server pages do not send. */
export default async function FutureOrdersPage() {
  const t = await getTranslations('orders.future');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <FutureOrdersScreen />
    </>
  );
}
