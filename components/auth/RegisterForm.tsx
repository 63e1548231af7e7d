'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, AlertTitle, Link, Stack, Typography } from '@mui/material';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRegister } from '@/lib/api/auth';
import { cloverReferral, registerRequest } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';
import { AuthLinkRow } from './AuthLinkRow';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { EmailField } from '@/components/ui/form/EmailField';

type RegisterInput = z.input<typeof registerRequest>;
type RegisterValues = z.output<typeof registerRequest>;
type CloverReferral = z.output<typeof cloverReferral>;

const FIELDS = ['first_name', 'last_name', 'email', 'alt_phone_number', 'password', 'password_confirmation'] as const;

/** The Clover link's query (`merchant_id`, `employee_id`, `code`); undefined when it is missing or malformed. */
function cloverFromQuery(query: URLSearchParams): CloverReferral | undefined {
  const parsed = cloverReferral.safeParse({
    merchant_id: query.get('merchant_id') ?? '',
    employee_id: query.get('employee_id') || undefined,
    code: query.get('code') || undefined,
  });
  return parsed.success ? parsed.data : undefined;
}

/** Terms and privacy open beside the form so what was typed is not lost. */
function legalLink(href: string) {
  return function LegalLink(chunks: ReactNode) {
    return (
      <Link href={href} underline="hover" target="_blank" rel="noopener">
        {chunks}
      </Link>
    );
  };
}

/** /register, /signup and /clover/register (with `clover`: the account is linked to the merchant). */
export function RegisterForm({ clover: viaClover = false }: { clover?: boolean }) {
  const t = useTranslations('auth.register');
  const router = useRouter();
  const query = useSearchParams();
  const clover = viaClover ? cloverFromQuery(query) : undefined;
  const register = useRegister();
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(registerRequest),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      alt_phone_number: '',
      password: '',
      password_confirmation: '',
    },
  });
  // Failures are shown here, not as a notice: on the fields, else above the form.
  const failure = useFormFailure(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) =>
    // The BFF keeps the e-mail in the session; /confirm-email reads it from there.
    register.mutate(
      clover ? { ...values, clover } : values,
      failure.sending({ onSuccess: () => router.push(paths.confirmEmail) }),
    ),
  );

  return (
    <AuthCard title={viaClover ? t('clover.title') : t('title')} subtitle={t('subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        {viaClover && clover && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            <AlertTitle>{t('clover.connecting')}</AlertTitle>
            {t('clover.merchant', { id: clover.merchant_id })}
          </Alert>
        )}
        {viaClover && !clover && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            <AlertTitle>{t('clover.missingTitle')}</AlertTitle>
            {t('clover.missing')}
          </Alert>
        )}
        <FailureAlert message={failure.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <FormTextField
            control={form.control}
            name="first_name"
            label={t('firstName')}
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField control={form.control} name="last_name" label={t('lastName')} autoComplete="family-name" />
        </Stack>
        <EmailField control={form.control} name="email" label={t('email')} />
        <FormTextField
          control={form.control}
          name="alt_phone_number"
          type="tel"
          label={t('phone')}
          autoComplete="tel"
          hint={t('phoneHint')}
        />
        <NewPasswordFields
          control={form.control}
          texts={{ password: t('password'), hint: t('passwordHint'), confirmation: t('passwordConfirmation') }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
          {t.rich('consent', { terms: legalLink('/public#terms'), privacy: legalLink('/public#privacy') })}
        </Typography>
        <SubmitButton busy={register.isPending}>{t('submit')}</SubmitButton>
        <AuthLinkRow text={t('haveAccount')} href={paths.login} linkText={t('login')} />
      </form>
    </AuthCard>
  );
}
