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

/** A staff invitation: the code is a password-reset code that also proves the mailbox. */
export function inviteMail(lang: Lang, to: string, name: string, business: string, code: string): MailMessage {
  const params = { code, name, business, email: encodeURIComponent(to) };
  return { to, subject: t(lang, 'mailInviteSubject', params), text: t(lang, 'mailInviteText', params), code };
}
