import type { QueryClient } from '@tanstack/react-query';
import { DashboardFigures } from '@/components/dashboard/DashboardFigures';
import { DashboardGreeting } from '@/components/dashboard/DashboardGreeting';
import { OrderBoard } from '@/components/orders/board/OrderBoard';
import { HydratedSalesOverview } from '@/components/dashboard/HydratedSalesOverview';
import { dashboardQuery } from '@/lib/api/dashboard';
import { boardQuery } from '@/lib/api/order-board';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../main-page';
import styles from './dashboard.module.css';

export const generateMetadata = pageTitle('dashboard');

export default function DashboardPage() {
  // The strip and the 7-day chart are filled on the server; without it the client loads them.
  // Nothing else on the page creates this query first, so the boundary fills it while rendering.
  // The board's first screenful too (DESIGN §4.6); the stream keeps it live from there.
  const fill = (queryClient: QueryClient) =>
    Promise.all([prefetch(queryClient, dashboardQuery(7)), prefetch(queryClient, boardQuery())]);
  return (
    <MainPage namespace="dashboard" description={<DashboardGreeting />} fill={fill}>
      <div className={styles.parts}>
        <DashboardFigures />
        <OrderBoard />
        <HydratedSalesOverview />
      </div>
    </MainPage>
  );
}
