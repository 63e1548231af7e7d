import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaxManager } from '@/components/tax/TaxManager';
import { PageHeader } from '@/components/ui/PageHeader';
import { taxesQuery } from '@/lib/api/taxes';
import { prefetch } from '@/lib/bff/server-fetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('taxes'))('title') };
}

export default async function TaxPage() {
  // The table is filled on the server; without it (a failed prefetch) the client loads it and shows errors.
  const queryClient = new QueryClient();
  const [t] = await Promise.all([getTranslations('taxes'), prefetch(queryClient, taxesQuery())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <TaxManager />
      </HydrationBoundary>
    </>
  );
}
