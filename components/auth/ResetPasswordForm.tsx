'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useResetPassword } from '@/lib/api/auth';
import { switchSession } from '@/lib/api/session-events';
import { resetPasswordForm } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthLinkRow } from './AuthLinkRow';
import { CodeField } from './CodeField';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { EmailField } from '@/components/ui/form/EmailField';

type ResetInput = z.input<typeof resetPasswordForm>;
type ResetValues = z.output<typeof resetPasswordForm>;

const FIELDS = ['email', 'code', 'password', 'password_confirmation'] as const;

export function ResetPasswordForm() {
  const t = useTranslations('auth.reset');
  // Recover sends the address along; typed by hand when the link was opened some other way.
  const email = useSearchParams().get('email') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email, code: '', password: '', password_confirmation: '' },
  });
  const failure = useFormFailure(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      values,
      // The reply signed the user in.
      failure.sending({ onSuccess: () => switchSession(paths.home) }),
    ),
  );

  const typed = useWatch({ control: form.control, name: 'email' });
  const recoverHref = typed
    ? `${paths.recoverPassword}?${new URLSearchParams({ email: typed })}`
    : paths.recoverPassword;
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <FailureAlert message={failure.message} />
        <EmailField control={form.control} name="email" label={t('email')} autoFocus={!email} />
        <CodeField control={form.control} name="code" label={t('code')} autoFocus={!!email} />
        <NewPasswordFields
          control={form.control}
          texts={{ password: t('password'), hint: t('passwordHint'), confirmation: t('passwordConfirmation') }}
        />
        <SubmitButton busy={reset.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
        <AuthLinkRow text={t('noCode')} href={recoverHref} linkText={t('resend')} />
      </form>
    </AuthCard>
  );
}
