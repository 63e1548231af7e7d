import { StaffManager } from '@/components/staff/StaffManager';
import { staffQuery } from '@/lib/api/staff';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('staff');

export default function EmployeesPage() {
  return (
    <MainPage namespace="staff" fill={(queryClient) => prefetch(queryClient, staffQuery())}>
      <StaffManager />
    </MainPage>
  );
}
