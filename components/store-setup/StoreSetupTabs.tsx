'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { paths } from '@/lib/paths';
import { storeTabs, type StoreTab } from './store-tabs';
import styles from './store-tabs.module.css';

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

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const next = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t('label')} className={styles.list} onKeyDown={onKeyDown}>
      {storeTabs.map((tab) => {
        const selected = tab === current;
        return (
          <NextLink
            key={tab}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
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
