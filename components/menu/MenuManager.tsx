'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import plainTabs from '@/components/ui/plain-tabs.module.css';
import { moveTabFocus } from '@/components/ui/tab-keys';
import { MenuTab } from './list/MenuTab';
import { menuTabs, type MenuTabId } from './menu-tabs';
import styles from './menu-manager.module.css';

// The other tabs' code loads when one is shown (still rendered on the server when the URL asks
// for it): the menu opens on its Menu tab (issue 11 item 1).
const ModifierGroupsTab = dynamic(() => import('./ModifierGroupsTab').then((m) => m.ModifierGroupsTab));
const CombosTab = dynamic(() => import('./CombosTab').then((m) => m.CombosTab));

/**
 * The Menu Manager's three tabs. The open tab lives in the URL (?tab=), so a reload, a shared
 * link or the browser's back button lands on the same tab. Plain buttons, not MUI's Tabs (about
 * 9 KB of the page's first load with their scroll buttons): the same roles, ids and names, one tab
 * in the Tab order (the open one), arrows, Home and End move between tabs, Enter, Space or a
 * click opens one.
 */
export function MenuManager({ viewportHeight }: { viewportHeight?: number }) {
  const t = useTranslations('menu.tabs');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get('tab');
  const tab: MenuTabId = (menuTabs as readonly string[]).includes(asked ?? '') ? (asked as MenuTabId) : 'menu';

  const select = (next: MenuTabId) => {
    const query = new URLSearchParams(params.toString());
    if (next === 'menu') query.delete('tab');
    else query.set('tab', next);
    const qs = query.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('label')}
        className={`${plainTabs.list} ${styles.tabs}`}
        onKeyDown={moveTabFocus}
      >
        {menuTabs.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`menu-tab-${id}`}
            aria-controls={`menu-panel-${id}`}
            aria-selected={id === tab}
            tabIndex={id === tab ? 0 : -1}
            className={plainTabs.tab}
            onClick={() => select(id)}
          >
            {t(id)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`menu-panel-${tab}`} aria-labelledby={`menu-tab-${tab}`}>
        {tab === 'menu' && <MenuTab viewportHeight={viewportHeight} />}
        {tab === 'modifiers' && <ModifierGroupsTab />}
        {tab === 'combos' && <CombosTab />}
      </div>
    </div>
  );
}
