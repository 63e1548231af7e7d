import { Stack } from '@mui/material';
import { AppPairingCard } from '@/components/integrations/AppPairingCard';
import { PaymentSetupCard } from '@/components/integrations/PaymentSetupCard';
import { appPairingQuery, paymentStatusQuery } from '@/lib/api/integrations-setup';
import { prefetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';
import { MainPage } from '../../main-page';

export const generateMetadata = pageTitle('integrations');

export default function IntegrationsPage() {
  return (
    <MainPage
      namespace="integrations"
      fill={(queryClient) =>
        Promise.all([prefetch(queryClient, paymentStatusQuery()), prefetch(queryClient, appPairingQuery())])
      }
    >
      <Stack spacing={3}>
        <PaymentSetupCard />
        <AppPairingCard />
      </Stack>
    </MainPage>
  );
}
