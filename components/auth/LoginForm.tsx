'use client';
import NextLink from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { switchSession } from '@/lib/api/session-events';
import { paths, safeNextPath } from '@/lib/paths';
import { PasswordToggleIcon } from './PasswordToggleIcon';
import surface from '@/components/ui/plain-surface.module.css';
import styles from './login-form.module.css';

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
  const [shown, setShown] = useState(false);
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
    <section className={surface.card}>
      <header>
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.subtitle}>{texts.subtitle}</p>
      </header>
      <form method="post" onSubmit={onSubmit} noValidate>
        {alert && (
          <div role="alert" className={styles.alert}>
            {alert}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="login-email" className={styles.label}>
            {texts.email}
          </label>
          <input
            ref={emailInput}
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            required
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            className={styles.input}
          />
          {errors.email && (
            <p id="login-email-error" className={styles.error}>
              {errors.email}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="login-password" className={styles.label}>
            {texts.password}
          </label>
          <div className={styles.control}>
            <input
              ref={passwordInput}
              id="login-password"
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              required
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              className={`${styles.input} ${styles.withToggle}`}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-label={shown ? texts.hidePassword : texts.showPassword}
              onClick={() => setShown((s) => !s)}
            >
              <PasswordToggleIcon shown={shown} />
            </button>
          </div>
          {errors.password && (
            <p id="login-password-error" className={styles.error}>
              {errors.password}
            </p>
          )}
        </div>
        <div className={styles.forgotRow}>
          <NextLink href={paths.recoverPassword} className={styles.link}>
            {texts.forgot}
          </NextLink>
        </div>
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy && <span className={styles.spinner} aria-hidden />}
          {texts.submit}
        </button>
        <p className={styles.linkRow}>
          <span>{texts.noAccount}</span>
          <NextLink href={paths.register} className={styles.link}>
            {texts.register}
          </NextLink>
        </p>
      </form>
    </section>
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
  let res: Response;
  try {
    res = await fetch('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: texts.networkError };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => undefined)) as
    { message?: unknown; errors?: unknown; email_unconfirmed?: unknown } | undefined;
  return {
    ok: false,
    message: typeof body?.message === 'string' ? body.message : texts.invalidReply,
    errors: isFieldErrors(body?.errors) ? body.errors : undefined,
    unconfirmed: res.status === 403 && body?.email_unconfirmed === true,
  };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && Object.values(value).every(Array.isArray);
}

function pick(errors: Record<string, string[]> | undefined): FieldErrors {
  return { email: errors?.email?.[0], password: errors?.password?.[0] };
}
