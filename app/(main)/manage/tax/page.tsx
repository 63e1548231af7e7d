import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaxManager } from '@/components/tax/TaxManager';
import { PageHeader } from '@/components/ui/PageHeader';
import { menuKeys } from '@/lib/api/menu';
// A server component is server code (DESIGN §2); the lint zone only knows route.ts by name.
import { serverGet } from '@/lib/bff/server-fetch';
import { taxesReply } from '@/lib/contract';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('taxes'))('title') };
}

export default async function TaxPage() {
  const [t, taxes] = await Promise.all([getTranslations('taxes'), serverGet('tax', taxesReply)]);
  // The table is filled on the server; without it (a failed prefetch) the client loads it and shows errors.
  const queryClient = new QueryClient();
  if (taxes) queryClient.setQueryData(menuKeys.taxes(), taxes);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <TaxManager />
      </HydrationBoundary>
    </>
  );
}
