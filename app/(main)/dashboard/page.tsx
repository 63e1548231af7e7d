import { Stack } from '@mui/material';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardFigures } from '@/components/dashboard/DashboardFigures';
import { DashboardGreeting } from '@/components/dashboard/DashboardGreeting';
import { OrderBoard } from '@/components/orders/board/OrderBoard';
import { SalesOverview } from '@/components/dashboard/SalesOverview';
import { PageHeader } from '@/components/ui/PageHeader';
import { dashboardKeys } from '@/lib/api/dashboard';
import { boardKeys } from '@/lib/api/order-board';
// A server component is server code (DESIGN §2); the lint zone only knows route.ts by name.
import { serverGet } from '@/lib/bff/server-fetch';
import { dashboardReply, orderBoardReply } from '@/lib/contract';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('dashboard'))('title') };
}

export default async function DashboardPage() {
  const [t, week, board] = await Promise.all([getTranslations('dashboard'), serverGet('dashboard?days=7', dashboardReply), serverGet('order', orderBoardReply)]);
  // The strip and the 7-day chart are filled on the server; without it the client loads them.
  // Nothing else on the page creates this query first, so the boundary fills it while rendering.
  const queryClient = new QueryClient();
  if (week) queryClient.setQueryData(dashboardKeys.figures(7), week);
  // The board's first screenful too (DESIGN §4.6); the stream keeps it live from there.
  if (board) queryClient.setQueryData(boardKeys.all, board);
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
