'use client';
import { useTranslations } from 'next-intl';
import type { Business, User } from '@/lib/contract';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import styles from './app-bar.module.css';
import { LocationSwitcher } from './LocationSwitcher';
import { PauseChip } from './PauseChip';
import { ControlIcon } from './ShellIcons';
import { UserMenu } from './UserMenu';

interface Props {
  user: User;
  business: Business | null;
  mobile: boolean;
  collapsed: boolean;
  /** The page has folded the sidebar (the dashboard below 1280 px): nothing to toggle. */
  menuButtonHidden?: boolean;
  /** Mobile: opens the drawer. Wide screens: collapses or expands the sidebar. */
  onMenuButton: () => void;
}

/**
 * Product, location, business and plan, user menu. The menu button is hidden between 768 and
 * 1024 px, where the sidebar is forced to icons and there is nothing to toggle. Plain elements
 * and a CSS module (MUI's AppBar and Toolbar drawn the same way): the bar is on every page.
 */
export function ShellAppBar({ user, business, mobile, collapsed, menuButtonHidden, onMenuButton }: Props) {
  const t = useTranslations('shell');
  const tn = useTranslations('nav');
  const tc = useTranslations('common');
  const planTexts = usePlanTexts();
  const planName = business?.subscription.plan_name;
  // The plan in the viewer's language (billing.plans.<key>), as the billing page names it.
  const plan = planName ? planTexts.name(planName) : undefined;
  const menuLabel = mobile ? tn('openMenu') : collapsed ? tn('expandMenu') : tn('collapseMenu');
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={menuButtonHidden ? `${styles.iconButton} ${styles.hidden}` : styles.iconButton}
          onClick={onMenuButton}
          aria-label={menuLabel}
          aria-expanded={mobile ? undefined : !collapsed}
        >
          <ControlIcon name={!mobile && !collapsed ? 'menuOpen' : 'menu'} />
        </button>
        {/* Below 600 px the location and the avatar need the room; the drawer shows the product. */}
        <p className={styles.product}>{tc('productName')}</p>
        <div className={styles.grow} />
        {business && <PauseChip canResume={user.role === 'owner' || !!user.permissions?.setup} />}
        <LocationSwitcher />
        {business && (
          <div className={styles.business}>
            <p className={styles.businessName}>{business.name}</p>
            <span className={styles.plan}>{plan ? t('plan', { plan }) : t('noPlan')}</span>
          </div>
        )}
        <UserMenu user={user} business={business} />
      </div>
    </header>
  );
}
