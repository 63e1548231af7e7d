import { Stack } from '@mui/material';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardFigures } from '@/components/dashboard/DashboardFigures';
import { DashboardGreeting } from '@/components/dashboard/DashboardGreeting';
import { OrderBoard } from '@/components/orders/board/OrderBoard';
import { SalesOverview } from '@/components/dashboard/SalesOverview';
import { PageHeader } from '@/components/ui/PageHeader';
import { dashboardQuery } from '@/lib/api/dashboard';
import { boardQuery } from '@/lib/api/order-board';
import { prefetch } from '@/lib/bff/server-fetch';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default async function DashboardPage() {
  // The strip and the 7-day chart are filled on the server; without it the client loads them.
  // Nothing else on the page creates this query first, so the boundary fills it while rendering.
  // The board's first screenful too (DESIGN §4.6); the stream keeps it live from there.
  const queryClient = new QueryClient();
  const [t] = await Promise.all([getTranslations('dashboard'), prefetch(queryClient, dashboardQuery(7)), prefetch(queryClient, boardQuery())]);
  return (
    <>
      <PageHeader title={t('title')} description={<DashboardGreeting />} />
      <Stack spacing={3}>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <DashboardFigures />
          <OrderBoard />
          <SalesOverview />
        </HydrationBoundary>
      </Stack>
    </>
  );
}
