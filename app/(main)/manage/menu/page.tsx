import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MenuManager } from '@/components/menu/MenuManager';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoriesQuery } from '@/lib/api/categories';
import { prefetch } from '@/lib/bff/server-fetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('title') };
}

export default async function MenuPage() {
  // The whole menu comes with the page (DESIGN §4.6); without it the client loads it.
  const queryClient = new QueryClient();
  const [t] = await Promise.all([getTranslations('menu'), prefetch(queryClient, categoriesQuery())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        {/* useSearchParams (the open tab) needs a boundary for the page to prerender its shell. */}
        <Suspense>
          <MenuManager />
        </Suspense>
      </HydrationBoundary>
    </>
  );
}
