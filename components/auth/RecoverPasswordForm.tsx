'use client';
import { useRouter, useSearchParams } from 'next/navigation';
import { paths } from '@/lib/paths';
import { AuthLinkRow } from './AuthLinkRow';
import { handNotice } from './handed-notice';
import { PlainAlert } from './PlainAlert';
import { PlainAuthCard } from './PlainAuthCard';
import { PlainSubmitButton } from './PlainSubmitButton';
import { PlainTextField } from './PlainTextField';
import { postJson } from './post-json';
import { usePlainForm, type PlainFormTexts } from './use-plain-form';

/** Every text of the form, translated on the server (auth-texts.tsx). */
export interface RecoverTexts extends PlainFormTexts {
  title: string;
  subtitle: string;
  email: string;
  submit: string;
  remembered: string;
  login: string;
}

const recoverSchema = () => import('@/lib/contract/auth').then((m) => m.recoverPasswordRequest);

/** /recover-password in plain HTML (RegisterForm says why): a code is mailed, then /reset-password. */
export function RecoverPasswordForm({ texts }: { texts: RecoverTexts }) {
  const router = useRouter();
  // Reset's "send a new code" link brings the address back.
  const email = useSearchParams().get('email') ?? '';
  const form = usePlainForm({
    fields: ['email'],
    schema: recoverSchema,
    texts,
    send: (values) => postJson('/api/v1/user/password/recover', values, texts),
    onSuccess: (values, reply) => {
      // "If an account uses …, we sent it a code": said on the next page.
      handNotice(typeof reply.body?.message === 'string' ? reply.body.message : undefined);
      router.push(`${paths.resetPassword}?${new URLSearchParams({ email: values.email })}`);
    },
  });

  return (
    <PlainAuthCard title={texts.title} subtitle={texts.subtitle}>
      <form {...form.formProps}>
        {form.alert && <PlainAlert>{form.alert}</PlainAlert>}
        <PlainTextField
          name="email"
          type="email"
          label={texts.email}
          autoComplete="email"
          autoFocus
          defaultValue={email}
          error={form.errorOf('email')}
        />
        <PlainSubmitButton busy={form.busy} afterFields>
          {texts.submit}
        </PlainSubmitButton>
        <AuthLinkRow text={texts.remembered} href={paths.login} linkText={texts.login} />
      </form>
    </PlainAuthCard>
  );
}
