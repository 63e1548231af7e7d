'use client';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { cloverReferral } from '@/lib/contract/auth';
import { paths } from '@/lib/paths';
import { AuthLinkRow } from './AuthLinkRow';
import { PlainAlert } from './PlainAlert';
import { PlainAuthCard } from './PlainAuthCard';
import { PlainNewPasswordFields } from './PlainNewPasswordFields';
import { PlainSubmitButton } from './PlainSubmitButton';
import { PlainTextField } from './PlainTextField';
import { postJson } from './post-json';
import { usePlainForm, type PlainFormTexts } from './use-plain-form';
import styles from './plain-form.module.css';

/** Every text of the form, translated on the server (auth-texts.tsx). */
export interface RegisterTexts extends PlainFormTexts {
  title: string;
  subtitle: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  /** The consent line with its links to the terms and the privacy policy. */
  consent: ReactNode;
  submit: string;
  haveAccount: string;
  login: string;
  /** /clover/register: whether the account will be linked to the link's Clover merchant. */
  cloverBanner?: { severity: 'info' | 'warning'; title: string; text: string };
}

/** The Clover link's query (`merchant_id`, `employee_id`, `code`), as the contract reads it. */
export type CloverReferral = z.output<typeof cloverReferral>;

const FIELDS = ['first_name', 'last_name', 'email', 'alt_phone_number', 'password', 'password_confirmation'] as const;

const registerSchema = () => import('@/lib/contract/auth').then((m) => m.registerRequest);

/**
 * /register, /signup and /clover/register (with `clover`, the referral read from the link: the
 * account is linked to the merchant). Plain HTML like the sign-in page: no MUI, no schema library
 * until the first submit, no message catalogue.
 */
export function RegisterForm({ texts, clover }: { texts: RegisterTexts; clover?: CloverReferral }) {
  const router = useRouter();
  const form = usePlainForm({
    fields: FIELDS,
    schema: registerSchema,
    texts,
    send: (values) => postJson('/api/v1/user/register', clover ? { ...values, clover } : values, texts),
    // The BFF keeps the e-mail in the session; /confirm-email reads it from there.
    onSuccess: () => router.push(paths.confirmEmail),
  });
  const toggleTexts = { show: texts.showPassword, hide: texts.hidePassword };

  return (
    <PlainAuthCard title={texts.title} subtitle={texts.subtitle}>
      <form {...form.formProps}>
        {texts.cloverBanner && (
          <PlainAlert severity={texts.cloverBanner.severity} title={texts.cloverBanner.title}>
            {texts.cloverBanner.text}
          </PlainAlert>
        )}
        {form.alert && <PlainAlert>{form.alert}</PlainAlert>}
        <div className={styles.row}>
          <PlainTextField
            name="first_name"
            label={texts.firstName}
            autoComplete="given-name"
            autoFocus
            error={form.errorOf('first_name')}
          />
          <PlainTextField
            name="last_name"
            label={texts.lastName}
            autoComplete="family-name"
            error={form.errorOf('last_name')}
          />
        </div>
        <PlainTextField
          name="email"
          type="email"
          label={texts.email}
          autoComplete="email"
          error={form.errorOf('email')}
        />
        <PlainTextField
          name="alt_phone_number"
          type="tel"
          label={texts.phone}
          autoComplete="tel"
          hint={texts.phoneHint}
          error={form.errorOf('alt_phone_number')}
        />
        <PlainNewPasswordFields texts={texts} toggleTexts={toggleTexts} errorOf={form.errorOf} />
        <p className={styles.consent}>{texts.consent}</p>
        <PlainSubmitButton busy={form.busy}>{texts.submit}</PlainSubmitButton>
        <AuthLinkRow text={texts.haveAccount} href={paths.login} linkText={texts.login} />
      </form>
    </PlainAuthCard>
  );
}
