import { t, type Lang } from '../i18n';
import type { MailMessage } from '.';

/** The mail carrying a 6-digit code, in the language of the request that asked for it. */
export function codeMail(
  lang: Lang,
  purpose: 'confirm' | 'reset',
  to: string,
  name: string,
  code: string,
): MailMessage {
  const [subject, text] =
    purpose === 'confirm'
      ? (['mailConfirmSubject', 'mailConfirmText'] as const)
      : (['mailResetSubject', 'mailResetText'] as const);
  return { to, subject: t(lang, subject, { code }), text: t(lang, text, { code, name }), code };
}
