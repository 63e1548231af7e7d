'use client';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { userQuery } from '@/lib/api/account';
import { subscriptionQuery } from '@/lib/api/billing';
import { paths } from '@/lib/paths';

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
  // The reason is on GET subscription (owner only); the account says only that the plan is past due.
  const billing = useQuery({ ...subscriptionQuery(), enabled: pastDue }).data?.billing;
  if (!business) return null;
  // On the billing page itself the button would lead nowhere new.
  const onBilling = pathname === paths.billing;

  if (pastDue) {
    return (
      <Alert
        severity="error"
        role="status"
        sx={{ borderRadius: 0, alignItems: 'center' }}
        action={
          <Button
            component={NextLink}
            href={UPDATE_CARD_HREF}
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('updateCard')}
          </Button>
        }
      >
        {billing?.past_due?.reason ?? t('pastDue')}
      </Alert>
    );
  }
  if (business.subscription.plan_name) return null;

  return (
    <Alert
      severity="warning"
      // A standing notice, not an interruption: role="alert" would be read out on every page.
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        onBilling ? undefined : (
          <Button
            component={NextLink}
            href={paths.billing}
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('selectPlan')}
          </Button>
        )
      }
    >
      {t('text')}
    </Alert>
  );
}
