'use client';
import { Alert, AppBar, Box, Button, CircularProgress, Stack, Toolbar, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { userQuery } from '@/lib/api/account';
import { UserMenu } from './UserMenu';

/**
 * The main layout's frame: product, business and plan, the user menu. Pages render once the
 * account is loaded (SPEC §4: a spinner shows while the user loads).
 */
export function MainShell({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const tc = useTranslations('common');
  const account = useQuery(userQuery());

  if (account.isPending) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('loadingAccount')} />
      </Box>
    );
  }
  if (account.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void account.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {account.error.message}
        </Alert>
      </Box>
    );
  }

  const { user, business } = account.data;
  const plan = business?.subscription.plan_name;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="secondary" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 800, flexGrow: 1 }}>
            {tc('productName')}
          </Typography>
          {business && (
            <Stack sx={{ alignItems: 'flex-end', minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600, maxWidth: { xs: 140, sm: 320 } }}>
                {business.name}
              </Typography>
              <Typography variant="caption" noWrap sx={{ opacity: 0.8 }}>
                {plan ? t('plan', { plan }) : t('noPlan')}
              </Typography>
            </Stack>
          )}
          <UserMenu user={user} business={business} />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
