'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { switchSession } from '@/lib/api/session-events';
import { paths } from '@/lib/paths';
import { AuthLinkRow } from './AuthLinkRow';
import { clearNotice, peekNotice } from './handed-notice';
import { PlainAlert } from './PlainAlert';
import { PlainAuthCard } from './PlainAuthCard';
import { PlainNewPasswordFields } from './PlainNewPasswordFields';
import { PlainSubmitButton } from './PlainSubmitButton';
import { PlainTextField } from './PlainTextField';
import { postJson } from './post-json';
import { usePlainForm, type PlainFormTexts } from './use-plain-form';

/** Every text of the form, translated on the server (auth-texts.tsx). */
export interface ResetTexts extends PlainFormTexts {
  title: string;
  subtitle: string;
  email: string;
  code: string;
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  submit: string;
  noCode: string;
  resend: string;
}

const FIELDS = ['email', 'code', 'password', 'password_confirmation'] as const;

const resetSchema = () => import('@/lib/contract/auth').then((m) => m.resetPasswordForm);

/** /reset-password in plain HTML (RegisterForm says why): the mailed code and a new password sign the user in. */
export function ResetPasswordForm({ texts }: { texts: ResetTexts }) {
  // Recover sends the address along; typed by hand when the link was opened some other way.
  const email = useSearchParams().get('email') ?? '';
  const [typed, setTyped] = useState(email);
  // What recover's reply said ("we sent a code"), when this page came from it.
  const [notice] = useState(peekNotice);
  useEffect(() => clearNotice(), []);
  const form = usePlainForm({
    fields: FIELDS,
    schema: resetSchema,
    texts,
    send: (values) => postJson('/api/v1/user/password/reset', values, texts),
    // The reply signed the user in.
    onSuccess: () => switchSession(paths.home),
  });
  const toggleTexts = { show: texts.showPassword, hide: texts.hidePassword };

  const recoverHref = typed
    ? `${paths.recoverPassword}?${new URLSearchParams({ email: typed })}`
    : paths.recoverPassword;
  return (
    <PlainAuthCard title={texts.title} subtitle={texts.subtitle}>
      <form {...form.formProps}>
        {notice && <PlainAlert severity="info">{notice}</PlainAlert>}
        {form.alert && <PlainAlert>{form.alert}</PlainAlert>}
        <PlainTextField
          name="email"
          type="email"
          label={texts.email}
          autoComplete="email"
          autoFocus={!email}
          defaultValue={email}
          onChange={(e) => setTyped(e.target.value)}
          error={form.errorOf('email')}
        />
        <PlainTextField
          name="code"
          label={texts.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          pattern="[0-9]*"
          autoFocus={!!email}
          error={form.errorOf('code')}
        />
        <PlainNewPasswordFields texts={texts} toggleTexts={toggleTexts} errorOf={form.errorOf} />
        <PlainSubmitButton busy={form.busy} afterFields>
          {texts.submit}
        </PlainSubmitButton>
        <AuthLinkRow text={texts.noCode} href={recoverHref} linkText={texts.resend} />
      </form>
    </PlainAuthCard>
  );
}
