import { Box } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/PageMessages';
import { GettingStartedList } from '@/components/onboarding/GettingStartedList';
import { PageHeader } from '@/components/ui/PageHeader';
import { gettingStartedQuery } from '@/lib/api/account';
import { testOrderMenuQuery } from '@/lib/api/orders';
import { serverFetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('gettingStarted');

export default async function GettingStartedPage() {
  // The test-order step's menu count too: asked in the browser, it loaded the orders contract's
  // checks with the page (a phone's longest task after hydration). Null for those who may not ask.
  const [t, steps, testOrderMenu] = await Promise.all([
    getTranslations('gettingStarted'),
    serverFetch(gettingStartedQuery()),
    serverFetch(testOrderMenuQuery()),
  ]);
  return (
    <PageMessages>
      <Box sx={{ maxWidth: 800 }}>
        <PageHeader title={t('title')} description={t('subtitle')} />
        {/* Filled on the server so the checklist shows at once; without it the client loads it. */}
        <GettingStartedList initial={steps} initialTestOrderMenu={testOrderMenu} />
      </Box>
    </PageMessages>
  );
}
