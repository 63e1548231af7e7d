import { FloorPlanScreen } from '@/components/floor-plan/FloorPlanScreen';
import { floorPlanQuery } from '@/lib/api/floor-plan';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('floorPlan');

/** /reservation/floor-plan (Premium, SPEC §6): the location's rooms, tables and combinations. */
export default function FloorPlanPage() {
  return (
    <MainPage namespace="floorPlan" fill={(queryClient) => prefetch(queryClient, floorPlanQuery())}>
      <FloorPlanScreen />
    </MainPage>
  );
}
