'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ListError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { UserReply } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { applySettingsFromQuery, useUiSetting } from '@/lib/ui-settings';
import appBar from './app-bar.module.css';
import { BillingBanner } from './BillingBanner';
import { BottomMenu } from './BottomMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { IdleLock, soonerIdleLock as sooner } from './IdleLock';
import { BOARD_FOLD_QUERY, LeftMenu, MOBILE_QUERY, NARROW_QUERY } from './LeftMenu';
import { NavigationProgress } from './NavigationProgress';
import { PageTransition } from './PageTransition';
import styles from './main-shell.module.css';
import { ShellAppBar } from './ShellAppBar';
import { Spinner } from './Spinner';
import { useEdgeSwipe } from './use-edge-swipe';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useShellNavigation } from './use-shell-navigation';

interface Props {
  children: ReactNode;
  /** GET user as the layout fetched it: no spinner on the first paint. */
  initialUser?: UserReply | null;
  idleLockMs: number;
  /** Shown instead of the page when a client navigation reaches a route this user may not see. */
  notFound: ReactNode;
}

/**
 * The main layout's frame. Pages render once the account is loaded (SPEC §4: a spinner shows
 * while the user loads).
 */
export function MainShell({ children, initialUser, idleLockMs, notFound }: Props) {
  const t = useTranslations('shell');
  const account = useQuery({ ...userQuery(), initialData: () => initialUser ?? undefined });

  useEffect(() => applySettingsFromQuery(window.location.search, ['collapsed', 'animation', 'idleLockMs']), []);

  if (account.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} primary label={t('loadingAccount')} />
      </div>
    );
  }
  if (isFirstLoadFailure(account)) {
    return (
      <div className={`${styles.center} ${styles.failure}`}>
        <ListError message={account.error.message} retryLabel={t('retry')} onRetry={() => void account.refetch()} />
      </div>
    );
  }
  return (
    <ShellFrame reply={account.data} idleLockMs={idleLockMs} notFound={notFound}>
      {children}
    </ShellFrame>
  );
}

function ShellFrame({ reply, children, idleLockMs, notFound }: Omit<Props, 'initialUser'> & { reply: UserReply }) {
  const tn = useTranslations('nav');
  const tc = useTranslations('common');
  const pathname = usePathname();
  const { groups, allowed, homeHref } = useShellNavigation(reply, pathname);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const narrow = useMediaQuery(NARROW_QUERY);
  const boardPage = pathname === paths.dashboard;
  const boardFolded = useMediaQuery(BOARD_FOLD_QUERY) && boardPage && !mobile;
  const [collapsed, setCollapsed] = useUiSetting<boolean>('collapsed', false);
  const [idleSetting] = useUiSetting<string | boolean>('idleLockMs', '');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEdgeSwipe(mobile && !drawerOpen, openDrawer);
  // Leaving the mobile view (rotation, resize) must not leave a modal drawer open behind.
  const [wasMobile, setWasMobile] = useState(mobile);
  if (wasMobile !== mobile) {
    setWasMobile(mobile);
    if (!mobile) setDrawerOpen(false);
  }

  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip}>
        {tn('skipToContent')}
      </a>
      <NavigationProgress />
      <ShellAppBar
        user={reply.user}
        business={reply.business}
        mobile={mobile}
        collapsed={collapsed}
        menuButtonHidden={boardFolded}
        onMenuButton={mobile ? openDrawer : () => setCollapsed(!collapsed)}
      />
      <LeftMenu
        groups={groups}
        pathname={pathname}
        compact={collapsed || narrow || boardFolded}
        boardFold={boardPage}
        mobile={mobile}
        mobileOpen={drawerOpen}
        onMobileClose={closeDrawer}
        productName={tc('productName')}
      />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <div className={appBar.spacer} />
        <BillingBanner />
        <div className={styles.content}>
          {/* A refused page keeps its name to itself, trail included. */}
          {allowed && <Breadcrumbs homeHref={homeHref} />}
          <PageTransition>{allowed ? children : notFound}</PageTransition>
        </div>
      </main>
      <BottomMenu groups={groups} pathname={pathname} onMore={openDrawer} />
      <IdleLock timeoutMs={sooner(idleLockMs, idleSetting)} />
    </div>
  );
}
