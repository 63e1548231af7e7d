import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { MenuManager } from '@/components/menu/MenuManager';
import { PageHeader } from '@/components/ui/PageHeader';
import { menuKeys } from '@/lib/api/menu';
// A server component is server code (DESIGN §2); the lint zone only knows route.ts by name.
import { serverGet } from '@/lib/bff/server-fetch';
import { categoriesReply } from '@/lib/contract';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('menu'))('title') };
}

export default async function MenuPage() {
  const [t, menu] = await Promise.all([getTranslations('menu'), serverGet('category', categoriesReply)]);
  // The whole menu comes with the page (DESIGN §4.6); without it the client loads it.
  const queryClient = new QueryClient();
  if (menu) queryClient.setQueryData(menuKeys.categories(), menu);
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
