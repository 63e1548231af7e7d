import { Alert } from '@mui/material';
import { getTranslations } from 'next-intl/server';

/** Placeholder of a tab whose screen is being built (replaced tab by tab, issue 12). */
export async function TabPending() {
  const t = await getTranslations('storeSetup');
  return <Alert severity="info">{t('pending')}</Alert>;
}
