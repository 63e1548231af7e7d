'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QueryLoadError } from '@/components/ui/ListStates';
import { userQuery } from '@/lib/api/account';
import { useLogin } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/api-error';
import { logOut } from '@/lib/api/session';
import { switchSession } from '@/lib/api/session-events';
import { unlockForm } from '@/lib/contract';
import { paths, safeNextPath } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { PasswordField } from '@/components/ui/form/PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { useFormFailure } from '@/components/ui/form/use-form-failure';

type UnlockInput = z.input<typeof unlockForm>;
type UnlockValues = z.output<typeof unlockForm>;

function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/** Back where the idle lock found the user; never the lock screen again (that would loop). */
function useNextPath(): string {
  const next = safeNextPath(useSearchParams().get('next'));
  return next && !next.startsWith(paths.lockscreen) ? next : paths.home;
}

export function LockscreenForm() {
  const t = useTranslations('auth.lock');
  const tc = useTranslations('common');
  const next = useNextPath();
  const account = useQuery(userQuery());
  const login = useLogin();
  const [leaving, setLeaving] = useState(false);
  const form = useForm<UnlockInput, unknown, UnlockValues>({
    resolver: zodResolver(unlockForm),
    defaultValues: { password: '' },
  });
  const failure = useFormFailure(form.setError, ['password']);
  const user = account.data?.user;

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!user) return;
    login.mutate(
      { email: user.email, password },
      failure.sending({
        onSuccess: () => switchSession(next),
        // A wrong password comes back on `email` (login does not say which one was wrong).
        onFailure: (err) => {
          if (!(err instanceof ApiError && err.isValidation)) return false;
          form.setError(
            'password',
            { type: 'server', message: Object.values(err.fieldErrors)[0]?.[0] ?? err.message },
            { shouldFocus: true },
          );
          return true;
        },
      }),
    );
  });

  const switchUser = async () => {
    setLeaving(true);
    await logOut();
  };

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      {account.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={tc('loading')} />
        </Box>
      )}
      <QueryLoadError queries={[account]} />
      {user && (
        <form onSubmit={onSubmit} noValidate>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
              {initials(user.first_name, user.last_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {`${user.first_name} ${user.last_name}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {user.email}
              </Typography>
            </Box>
          </Stack>
          <FailureAlert message={failure.message} />
          {/* Lets password managers pick the right entry for this account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <PasswordField
            control={form.control}
            name="password"
            label={t('password')}
            autoComplete="current-password"
            autoFocus
          />
          <SubmitButton busy={login.isPending} disabled={leaving} sx={{ mt: 1 }}>
            {t('submit')}
          </SubmitButton>
        </form>
      )}
      {!account.isPending && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <span>{t('notYou')}</span>
          <Button onClick={switchUser} disabled={leaving || login.isPending} size="small">
            {t('switchUser')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
