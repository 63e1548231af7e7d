import { Box } from '@mui/material';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/PageMessages';
import { GettingStartedList } from '@/components/onboarding/GettingStartedList';
import { PageHeader } from '@/components/ui/PageHeader';
import { gettingStartedQuery } from '@/lib/api/account';
import { serverFetch } from '@/lib/bff/server-fetch';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('gettingStarted');

export default async function GettingStartedPage() {
  const [t, steps] = await Promise.all([getTranslations('gettingStarted'), serverFetch(gettingStartedQuery())]);
  return (
    <PageMessages>
      <Box sx={{ maxWidth: 800 }}>
        <PageHeader title={t('title')} description={t('subtitle')} />
        {/* Filled on the server so the checklist shows at once; without it the client loads it. */}
        <GettingStartedList initial={steps} />
      </Box>
    </PageMessages>
  );
}
