'use client';
import Storefront from '@mui/icons-material/Storefront';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryLoadError } from '@/components/ui/ListStates';
import { LogoutDialog } from '@/components/ui/LogoutDialog';
import { userQuery } from '@/lib/api/account';
import { paths } from '@/lib/paths';

/** A signed-in user without a business: who they are, and the way on (register one) or out. */
export function ConfirmBusiness() {
  const t = useTranslations('business.confirm');
  const account = useQuery(userQuery());
  const [confirming, setConfirming] = useState(false);
  const user = account.data?.user;
  return (
    <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: '100%', textAlign: 'center' }}>
      <Storefront aria-hidden color="primary" sx={{ fontSize: 56 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {t('title')}
      </Typography>
      <Box sx={{ minHeight: 32, mt: 1, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
        {user ? (
          <Typography color="text.secondary">
            {t('signedInAs', { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })}
          </Typography>
        ) : (
          <>
            {account.isPending && <CircularProgress size={24} aria-label={t('loading')} />}
            <QueryLoadError queries={[account]} />
          </>
        )}
      </Box>
      <Typography sx={{ mt: 2 }}>{t('explanation')}</Typography>
      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <Button component={NextLink} href={paths.business} variant="contained" size="large">
          {t('register')}
        </Button>
        <Button onClick={() => setConfirming(true)} size="large">
          {t('signOut')}
        </Button>
      </Stack>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
