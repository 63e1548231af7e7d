'use client';
import { Box, Tab, Tabs } from '@mui/material';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { MenuTab } from './list/MenuTab';

// The other tabs' code loads when one is shown (still rendered on the server when the URL asks
// for it): the menu opens on its Menu tab (issue 11 item 1).
const ModifierGroupsTab = dynamic(() => import('./ModifierGroupsTab').then((m) => m.ModifierGroupsTab));
const CombosTab = dynamic(() => import('./CombosTab').then((m) => m.CombosTab));

const TABS = ['menu', 'modifiers', 'combos'] as const;
type TabId = (typeof TABS)[number];

/**
 * The Menu Manager's three tabs. The open tab lives in the URL (?tab=), so a reload, a shared
 * link or the browser's back button lands on the same tab.
 */
export function MenuManager({ viewportHeight }: { viewportHeight?: number }) {
  const t = useTranslations('menu.tabs');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const asked = params.get('tab');
  const tab: TabId = (TABS as readonly string[]).includes(asked ?? '') ? (asked as TabId) : 'menu';

  const select = (next: TabId) => {
    const query = new URLSearchParams(params.toString());
    if (next === 'menu') query.delete('tab');
    else query.set('tab', next);
    const qs = query.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, v: TabId) => select(v)}
        aria-label={t('label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((id) => (
          <Tab key={id} value={id} label={t(id)} id={`menu-tab-${id}`} aria-controls={`menu-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`menu-panel-${tab}`} aria-labelledby={`menu-tab-${tab}`}>
        {tab === 'menu' && <MenuTab viewportHeight={viewportHeight} />}
        {tab === 'modifiers' && <ModifierGroupsTab />}
        {tab === 'combos' && <CombosTab />}
      </Box>
    </Box>
  );
}
