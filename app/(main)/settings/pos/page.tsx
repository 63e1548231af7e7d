import { Stack } from '@mui/material';
import { CloverPosCard } from '@/components/integrations/CloverPosCard';
import { PrinterSettings } from '@/components/settings/PrinterSettings';
import { integrationQuery } from '@/lib/api/integration';
import { settingsQuery } from '@/lib/api/settings';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('pos');

export default function PosPage() {
  return (
    <MainPage
      namespace="pos"
      fill={(queryClient) =>
        // The printer's settings answer 403 to a member without `online order settings`: left empty.
        Promise.all([prefetch(queryClient, integrationQuery()), prefetch(queryClient, settingsQuery())])
      }
    >
      <Stack spacing={3}>
        <CloverPosCard />
        <PrinterSettings />
      </Stack>
    </MainPage>
  );
}
