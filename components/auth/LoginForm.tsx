'use client';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { switchSession } from '@/lib/api/session-events';
import { paths, safeNextPath } from '@/lib/paths';
import { AuthLinkRow } from './AuthLinkRow';
import { PlainAlert } from './PlainAlert';
import { PlainAuthCard } from './PlainAuthCard';
import { PlainPasswordField } from './PlainPasswordField';
import { PlainSubmitButton } from './PlainSubmitButton';
import { PlainTextField } from './PlainTextField';
import { postJson } from './post-json';
import styles from './plain-form.module.css';

/** Every text of the form, translated on the server (the sign-in page ships no message catalogue). */
export interface LoginTexts {
  title: string;
  subtitle: string;
  email: string;
  password: string;
  forgot: string;
  submit: string;
  noAccount: string;
  register: string;
  showPassword: string;
  hidePassword: string;
  required: string;
  invalidEmail: string;
  networkError: string;
  invalidReply: string;
}

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

// The API checks the address fully (lib/contract's email rule); this catches only the obvious
// slip before a round trip.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in form in plain HTML: it is the first page most people load, so it ships no MUI, no
 * schema library and no message catalogue. `method="post"` keeps credentials out of the URL even
 * when the form is sent before the script has run.
 */
export function LoginForm({ texts }: { texts: LoginTexts }) {
  const next = safeNextPath(useSearchParams().get('next'));
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: FieldErrors = {};
    if (!email) found.email = texts.required;
    else if (!LOOKS_LIKE_EMAIL.test(email)) found.email = texts.invalidEmail;
    if (!password) found.password = texts.required;
    setAlert(undefined);
    showErrors(found);
    if (found.email || found.password) return;

    setBusy(true);
    const reply = await send(email, password, texts);
    if (reply.ok) {
      // Middleware routes the new session (getting started, dashboard …) unless `next` says where.
      switchSession(next ?? paths.home);
      return;
    }
    setBusy(false);
    const onFields = pick(reply.errors);
    if (onFields.email || onFields.password) showErrors(onFields);
    else setAlert(reply.message);
    // The alert says why while /confirm-email loads (the BFF kept the e-mail for it).
    if (reply.unconfirmed) router.push(paths.confirmEmail);
  };

  return (
    <PlainAuthCard title={texts.title} subtitle={texts.subtitle}>
      <form method="post" onSubmit={onSubmit} noValidate>
        {alert && <PlainAlert>{alert}</PlainAlert>}
        <PlainTextField
          inputRef={emailInput}
          name="email"
          type="email"
          label={texts.email}
          autoComplete="email"
          autoFocus
          required
          error={errors.email}
        />
        <PlainPasswordField
          inputRef={passwordInput}
          name="password"
          label={texts.password}
          autoComplete="current-password"
          required
          error={errors.password}
          toggleTexts={{ show: texts.showPassword, hide: texts.hidePassword }}
        />
        <div className={styles.forgotRow}>
          <NextLink href={paths.recoverPassword} className={styles.link}>
            {texts.forgot}
          </NextLink>
        </div>
        <PlainSubmitButton busy={busy}>{texts.submit}</PlainSubmitButton>
        <AuthLinkRow text={texts.noAccount} href={paths.register} linkText={texts.register} />
      </form>
    </PlainAuthCard>
  );
}

interface LoginReply {
  ok: boolean;
  message?: string;
  errors?: Record<string, string[]>;
  unconfirmed?: boolean;
}

/** POST user/login through the BFF, which keeps the token in the session cookie and answers the user. */
async function send(email: string, password: string, texts: LoginTexts): Promise<LoginReply> {
  const reply = await postJson('/api/v1/user/login', { email, password }, texts);
  return {
    ok: reply.ok,
    message: reply.message,
    errors: reply.fieldErrors,
    unconfirmed: reply.status === 403 && reply.body?.email_unconfirmed === true,
  };
}

function pick(errors: Record<string, string[]> | undefined): FieldErrors {
  return { email: errors?.email?.[0], password: errors?.password?.[0] };
}
