'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { paths } from '@/lib/paths';
import { storeTabs, type StoreTab } from './store-tabs';
import styles from './store-tabs.module.css';
import plainTabs from '@/components/ui/plain-tabs.module.css';
import { moveTabFocus } from '@/components/ui/tab-keys';

/**
 * The tab bar: each tab is a link to `?tab=…`, so a tab can be bookmarked, shared and reached
 * with the browser's back button, and it works before the page hydrates. Plain elements, not MUI's
 * Tabs (about 5 KB of the page's first load): the same roles and names, one tab in the Tab order
 * (the open one), arrows, Home and End move between tabs, Enter follows the focused one.
 */
export function StoreSetupTabs({ current }: { current: StoreTab }) {
  const t = useTranslations('storeSetup.tabs');
  const list = useRef<HTMLDivElement>(null);

  // The open tab is in view on a phone, where the bar scrolls.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [current]);

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('label')}
      className={`${plainTabs.list} ${styles.list}`}
      onKeyDown={moveTabFocus}
    >
      {storeTabs.map((tab) => {
        const selected = tab === current;
        return (
          <NextLink
            key={tab}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={plainTabs.tab}
            href={`${paths.storeSetup}?tab=${tab}`}
            scroll={false}
          >
            {t(tab)}
          </NextLink>
        );
      })}
    </div>
  );
}
