'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Stack } from '@mui/material';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRecoverPassword } from '@/lib/api/auth';
import { recoverPasswordRequest } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { applyServerErrors } from '@/components/ui/form/apply-server-errors';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';

type RecoverInput = z.input<typeof recoverPasswordRequest>;
type RecoverValues = z.output<typeof recoverPasswordRequest>;

export function RecoverPasswordForm() {
  const t = useTranslations('auth.recover');
  const router = useRouter();
  // Reset's "send a new code" link brings the address back.
  const email = useSearchParams().get('email') ?? '';
  const recover = useRecoverPassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<RecoverInput, unknown, RecoverValues>({ resolver: zodResolver(recoverPasswordRequest), defaultValues: { email } });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    recover.mutate(values, {
      onSuccess: () => router.push(`${paths.resetPassword}?${new URLSearchParams({ email: values.email })}`),
      onError: (err) => !applyServerErrors(err, form.setError, ['email']) && setFailure(err.message),
    });
  });

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <FailureAlert message={failure} />
        <FormTextField control={form.control} name="email" type="email" label={t('email')} autoComplete="email" autoFocus />
        <SubmitButton busy={recover.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
          <span>{t('remembered')}</span>
          <Link component={NextLink} href={paths.login} underline="hover">
            {t('login')}
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
