'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Stack } from '@mui/material';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useLogin } from '@/lib/api/auth';
import { ApiError } from '@/lib/api/api-error';
import { switchSession } from '@/lib/api/session-events';
import { loginForm, type LoginForm as LoginValues } from '@/lib/contract';
import { paths, safeNextPath } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthLinkRow } from './AuthLinkRow';
import { PasswordField } from '@/components/ui/form/PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { EmailField } from '@/components/ui/form/EmailField';

export function LoginForm() {
  const t = useTranslations('auth.login');
  const next = safeNextPath(useSearchParams().get('next'));
  const router = useRouter();
  const login = useLogin();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });
  const failure = useFormFailure(form.setError, ['email', 'password']);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      values,
      failure.sending({
        // Middleware routes the new session (getting started, dashboard …) unless `next` says where.
        onSuccess: () => switchSession(next ?? paths.home),
        // The alert says why while /confirm-email loads.
        onFailure: (err) => {
          if (isUnconfirmedAccount(err)) router.push(paths.confirmEmail);
          return false;
        },
      }),
    ),
  );

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <FailureAlert message={failure.message} />
        <EmailField control={form.control} name="email" label={t('email')} autoFocus />
        <PasswordField control={form.control} name="password" label={t('password')} autoComplete="current-password" />
        <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
          <Link component={NextLink} href={paths.recoverPassword} underline="hover">
            {t('forgot')}
          </Link>
        </Stack>
        <SubmitButton busy={login.isPending}>{t('submit')}</SubmitButton>
        <AuthLinkRow text={t('noAccount')} href={paths.register} linkText={t('register')} />
      </form>
    </AuthCard>
  );
}

/** Login of an account whose e-mail was never confirmed: the BFF kept the e-mail for /confirm-email. */
function isUnconfirmedAccount(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 403 &&
    (err.body as { email_unconfirmed?: boolean } | undefined)?.email_unconfirmed === true
  );
}
