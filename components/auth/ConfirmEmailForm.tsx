'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirmEmail, useResendCode } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/api-error';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import { sessionInfoQuery, sessionKeys } from '@/lib/api/session';
import { switchSession } from '@/lib/api/session-events';
import { confirmCodeForm } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { CodeField } from './CodeField';
import { useCountdown } from './use-countdown';
import { ListError } from '@/components/ui/ListStates';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { useFormFailure } from '@/components/ui/form/use-form-failure';

/** SPEC §9: a new code may be asked for 10 seconds after the last one was sent. */
export const RESEND_WAIT_SECONDS = 10;

type CodeInput = z.input<typeof confirmCodeForm>;
type CodeValues = z.output<typeof confirmCodeForm>;

export function ConfirmEmailForm() {
  const t = useTranslations('auth.confirmEmail');
  const tc = useTranslations('common');
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useQuery(sessionInfoQuery());
  const email = session.data?.pending_email;
  const confirm = useConfirmEmail();
  const resend = useResendCode();
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [changing, setChanging] = useState(false);
  const form = useForm<CodeInput, unknown, CodeValues>({
    resolver: zodResolver(confirmCodeForm),
    defaultValues: { code: '' },
  });
  const failure = useFormFailure(form.setError, ['code']);

  // Middleware sends visitors without a pending sign-up away; this covers one that ended meanwhile.
  const lost = session.isSuccess && !email;
  useEffect(() => {
    if (lost) router.replace(paths.login);
  }, [lost, router]);

  if (!email) {
    return (
      <AuthCard title={t('title')}>
        {isFirstLoadFailure(session) ? (
          <ListError message={session.error.message} onRetry={() => void session.refetch()} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={tc('loading')} />
          </Box>
        )}
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(
      { email, code },
      // Middleware routes the new session (business setup, getting started …).
      failure.sending({ onSuccess: () => switchSession(paths.home) }),
    ),
  );

  const onResend = () =>
    resend.mutate(
      { email },
      // 429: a code went out moments ago (another tab, a double click); the notice says to wait.
      {
        onSuccess: countdown.restart,
        onError: (err) => err instanceof ApiError && err.status === 429 && countdown.restart(),
      },
    );

  const onEmailChanged = (newEmail: string) => {
    queryClient.setQueryData(
      sessionKeys.info(),
      (old: typeof session.data) => old && { ...old, pending_email: newEmail },
    );
    void queryClient.invalidateQueries({ queryKey: sessionKeys.info() });
    // The code sent to the old address no longer works.
    form.reset({ code: '' });
    failure.clear();
    countdown.restart();
  };

  const waiting = countdown.left > 0;
  return (
    <AuthCard title={t('title')} subtitle={t.rich('sentTo', { email, b: (chunks) => <strong>{chunks}</strong> })}>
      <form onSubmit={onSubmit} noValidate>
        <FailureAlert message={failure.message} />
        <CodeField control={form.control} name="code" label={t('code')} autoFocus hint={t('codeHint')} />
        <SubmitButton busy={confirm.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
      </form>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onResend} disabled={waiting || resend.isPending}>
          {waiting ? t('resendIn', { seconds: countdown.left }) : t('resend')}
        </Button>
        <Button onClick={() => setChanging(true)}>{t('changeEmail')}</Button>
      </Stack>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'center' }}>
        <Link component={NextLink} href={paths.login} underline="hover">
          {t('backToLogin')}
        </Link>
      </Stack>
      {changing && <ChangeEmailDialog email={email} onClose={() => setChanging(false)} onChanged={onEmailChanged} />}
    </AuthCard>
  );
}
