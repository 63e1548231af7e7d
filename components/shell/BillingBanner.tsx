'use client';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { userQuery } from '@/lib/api/account';
import { paths } from '@/lib/paths';

/**
 * SPEC §1: a business without a billing plan sees this on every main page until it chooses one
 * (choosing refetches the account, and the banner goes). Users without a business have nothing
 * to bill yet.
 */
export function BillingBanner() {
  const t = useTranslations('shell.banner');
  const pathname = usePathname();
  const { data } = useQuery(userQuery());
  const business = data?.business;
  if (!business || business.subscription.plan_name) return null;

  // On the billing page itself the button would lead nowhere new.
  const onBilling = pathname === paths.billing;
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
