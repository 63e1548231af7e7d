import { Suspense } from 'react';
import { MenuManager } from '@/components/menu/MenuManager';
import { categoriesQuery } from '@/lib/api/categories';
import { integrationQuery } from '@/lib/api/integration';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('menu');

/** The whole menu comes with the page, and whether Clover is linked (the import button asks it). */
export default function MenuPage() {
  return (
    <MainPage
      namespace="menu"
      fill={(queryClient) =>
        Promise.all([prefetch(queryClient, categoriesQuery()), prefetch(queryClient, integrationQuery())])
      }
    >
      {/* useSearchParams (the open tab) needs a boundary for the page to prerender its shell. */}
      <Suspense>
        <MenuManager />
      </Suspense>
    </MainPage>
  );
}
