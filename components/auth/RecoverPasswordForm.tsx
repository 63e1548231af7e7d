'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRecoverPassword } from '@/lib/api/auth';
import { recoverPasswordRequest } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthLinkRow } from './AuthLinkRow';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { EmailField } from '@/components/ui/form/EmailField';

type RecoverInput = z.input<typeof recoverPasswordRequest>;
type RecoverValues = z.output<typeof recoverPasswordRequest>;

export function RecoverPasswordForm() {
  const t = useTranslations('auth.recover');
  const router = useRouter();
  // Reset's "send a new code" link brings the address back.
  const email = useSearchParams().get('email') ?? '';
  const recover = useRecoverPassword();
  const form = useForm<RecoverInput, unknown, RecoverValues>({
    resolver: zodResolver(recoverPasswordRequest),
    defaultValues: { email },
  });
  const failure = useFormFailure(form.setError, ['email']);

  const onSubmit = form.handleSubmit((values) =>
    recover.mutate(
      values,
      failure.sending({
        onSuccess: () => router.push(`${paths.resetPassword}?${new URLSearchParams({ email: values.email })}`),
      }),
    ),
  );

  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <FailureAlert message={failure.message} />
        <EmailField control={form.control} name="email" label={t('email')} autoFocus />
        <SubmitButton busy={recover.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
        <AuthLinkRow text={t('remembered')} href={paths.login} linkText={t('login')} />
      </form>
    </AuthCard>
  );
}
