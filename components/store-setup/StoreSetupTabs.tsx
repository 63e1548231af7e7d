'use client';

import { Tab, Tabs } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { paths } from '@/lib/paths';
import { storeTabs, type StoreTab } from './store-tabs';

/**
 * The tab bar: each tab is a link to `?tab=…`, so a tab can be bookmarked, shared and reached
 * with the browser's back button, and it works before the page hydrates.
 */
export function StoreSetupTabs({ current }: { current: StoreTab }) {
  const t = useTranslations('storeSetup.tabs');
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('label')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {storeTabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(tab)}
          component={NextLink}
          href={`${paths.storeSetup}?tab=${tab}`}
          scroll={false}
        />
      ))}
    </Tabs>
  );
}
