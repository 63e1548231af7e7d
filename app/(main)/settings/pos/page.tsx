import { Stack } from '@mui/material';
import { CloverPosCard } from '@/components/integrations/CloverPosCard';
import { PrinterSettingsNote } from '@/components/integrations/PrinterSettingsNote';
import { integrationQuery } from '@/lib/api/integration';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('pos');

export default function PosPage() {
  return (
    <MainPage namespace="pos" fill={(queryClient) => prefetch(queryClient, integrationQuery())}>
      <Stack spacing={3}>
        <CloverPosCard />
        <PrinterSettingsNote />
      </Stack>
    </MainPage>
  );
}
