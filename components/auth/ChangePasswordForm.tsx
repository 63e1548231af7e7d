'use client';
import { Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePassword } from '@/lib/api/auth';
import type { changePasswordRequest } from '@/lib/contract';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { PasswordField } from '@/components/ui/form/PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { NewPasswordFields } from './NewPasswordFields';

type ChangeInput = z.input<typeof changePasswordRequest>;
type ChangeValues = z.output<typeof changePasswordRequest>;

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: ChangeInput = { current_password: '', password: '', password_confirmation: '' };
// The page's only form: its schema loads when the form is first focused, not with the page.
const resolver = lazyZodResolver(() => import('@/lib/contract/auth').then((m) => m.changePasswordRequest));

/** /change-password in the main layout; the success notice is the reply's message. */
export function ChangePasswordForm() {
  const t = useTranslations('auth.changePassword');
  const change = useChangePassword();
  const form = useForm<ChangeInput, unknown, ChangeValues>({
    resolver,
    defaultValues: EMPTY,
  });
  const failure = useFormFailure(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, failure.sending({ onSuccess: () => form.reset(EMPTY) })),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {t('subtitle')}
      </Typography>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <FailureAlert message={failure.message} />
        <PasswordField
          control={form.control}
          name="current_password"
          label={t('currentPassword')}
          autoComplete="current-password"
          autoFocus
        />
        <NewPasswordFields
          control={form.control}
          texts={{ password: t('password'), hint: t('passwordHint'), confirmation: t('passwordConfirmation') }}
        />
        <SubmitButton busy={change.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
