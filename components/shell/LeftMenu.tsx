'use client';
import { useTranslations } from 'next-intl';
import { classNames } from '@/components/ui/class-names';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { VisibleGroup } from '@/lib/navigation';
import appBar from './app-bar.module.css';
import styles from './menu.module.css';
import { MenuGroup } from './MenuGroup';
import type { MobileMenuDrawerProps } from './MobileMenuDrawer';
import { useMenuState } from './use-menu-state';

/** The phone's drawer (and MUI's modal machinery) loads when first opened. */
const MobileMenuDrawer = openedLazily<MobileMenuDrawerProps>(
  () => import('./MobileMenuDrawer').then((m) => m.MobileMenuDrawer),
  (p) => p.open,
);

/** Sidebar widths: open, and collapsed to icons. */
export const MENU_WIDTH = 256;
export const MENU_COMPACT_WIDTH = 72;
/** SPEC §4 / §9: mobile view below 768 px, sidebar forced collapsed below 1024 px (menu.module.css holds the same). */
export const MOBILE_QUERY = '(max-width:767.95px)';
export const NARROW_QUERY = '(max-width:1023.95px)';
/**
 * Below 1280 px the dashboard folds the sidebar to icons: the order board's six columns need the
 * width on a 10-inch tablet (issue 11 item 7).
 */
export const BOARD_FOLD_QUERY = '(max-width:1279.95px)';

interface MenuListProps {
  groups: readonly VisibleGroup[];
  pathname: string;
  compact: boolean;
  onNavigate?: () => void;
}

/** The groups and entries, shared by the sidebar and the mobile drawer. */
export function MenuList({ groups, pathname, compact, onNavigate }: MenuListProps) {
  const t = useTranslations('nav');
  const { selectedKeys, openedKeys, toggleGroup } = useMenuState(pathname);
  return (
    <nav aria-label={t('menuLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {groups.map((group) => (
          <MenuGroup
            key={group.key}
            group={group}
            selectedKeys={selectedKeys}
            open={openedKeys.includes(group.key)}
            compact={compact}
            onToggle={toggleGroup}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

interface Props {
  groups: readonly VisibleGroup[];
  pathname: string;
  /** Icons only: the user's setting, or forced by a narrow screen. */
  compact: boolean;
  /** The page folds the sidebar below 1280 px (the dashboard): CSS does it from the first paint. */
  boardFold?: boolean;
  mobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  productName: string;
}

/**
 * A permanent sidebar from 768 px (icons only when collapsed, and always below 1024 px), and a
 * temporary drawer below 768 px. The widths are also set by media queries, so the first paint
 * (before JavaScript knows the screen) already has the right frame.
 */
export function LeftMenu({
  groups,
  pathname,
  compact,
  boardFold,
  mobile,
  mobileOpen,
  onMobileClose,
  productName,
}: Props) {
  const frame = classNames(styles.frame, compact && styles.compact, boardFold && styles.boardFold);
  // The permanent sidebar is what MUI's permanent Drawer draws (a fixed paper beside a spacer),
  // in plain elements: the phone's drawer alone needs MUI's modal parts, and loads them.
  return (
    <>
      <div className={`${frame} ${styles.outer}`}>
        <div className={`${frame} ${styles.paper}`}>
          <div className={appBar.spacer} />
          {/* Kept on a phone too, where CSS hides the sidebar: the server renders it (it cannot know
              the screen), and taking it out once hydrated cost the phone's load a synchronous
              re-render of the whole list. */}
          <MenuList groups={groups} pathname={pathname} compact={compact} />
        </div>
      </div>
      {mobile && (
        <MobileMenuDrawer open={mobileOpen} onClose={onMobileClose} productName={productName} width={MENU_WIDTH}>
          <MenuList groups={groups} pathname={pathname} compact={false} onNavigate={onMobileClose} />
        </MobileMenuDrawer>
      )}
    </>
  );
}
