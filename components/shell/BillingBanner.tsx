'use client';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { userQuery } from '@/lib/api/account';
import { subscriptionQuery } from '@/lib/api/billing';
import { paths } from '@/lib/paths';
import alert from '@/components/ui/plain-alert.module.css';
import styles from './billing-banner.module.css';
import { ControlIcon } from './ShellIcons';

/** Where the past-due banner leads: the billing page with the card form open. */
const UPDATE_CARD_HREF = `${paths.billing}?card=update`;

/**
 * SPEC §1: a business without a billing plan sees this on every main page until it chooses one
 * (choosing refetches the account, and the banner goes). Users without a business have nothing
 * to bill yet. Issue 20: a plan whose renewal failed (past due) shows the bank's reason and
 * leads the owner, who alone may see billing, to the card form.
 */
export function BillingBanner() {
  const t = useTranslations('shell.banner');
  const pathname = usePathname();
  const { data } = useQuery(userQuery());
  const business = data?.business;
  const isOwner = data?.user.role === 'owner';
  const pastDue = !!business?.subscription.plan_name && business.subscription.status === 'past_due' && isOwner;
  if (!business) return null;
  // On the billing page itself the button would lead nowhere new.
  const onBilling = pathname === paths.billing;

  if (pastDue) return <PastDueNotice />;
  if (business.subscription.plan_name) return null;
  return (
    <Notice severity="warning" action={onBilling ? undefined : { href: paths.billing, label: t('selectPlan') }}>
      {t('text')}
    </Notice>
  );
}

/**
 * The reason is on GET subscription (owner only); the account says only that the plan is past
 * due. Asked only here: a disabled query in the shell would still create the subscription's cache
 * entry, and the billing page's server-filled reply would then be hydrated only after its screen
 * had mounted and asked for it again (React Query hydrates queries already cached in an effect).
 */
function PastDueNotice() {
  const t = useTranslations('shell.banner');
  const billing = useQuery(subscriptionQuery()).data?.billing;
  return (
    <Notice severity="error" action={{ href: UPDATE_CARD_HREF, label: t('updateCard') }}>
      {billing?.past_due?.reason ?? t('pastDue')}
    </Notice>
  );
}

/**
 * MUI's standard Alert, square, drawn with a CSS module: the banner shows on every page of a
 * business without a plan. A standing notice, not an interruption: role="alert" would be read
 * out on every page.
 */
function Notice({
  severity,
  action,
  children,
}: {
  severity: 'warning' | 'error';
  action: { href: string; label: string } | undefined;
  children: ReactNode;
}) {
  return (
    <div role="status" className={`${alert.alert} ${alert[severity]} ${styles.banner}`}>
      <div className={alert.icon}>
        <ControlIcon name={severity} />
      </div>
      <div className={alert.message}>{children}</div>
      {action && (
        <div className={alert.action}>
          <NextLink href={action.href} className={styles.button}>
            {action.label}
          </NextLink>
        </div>
      )}
    </div>
  );
}
