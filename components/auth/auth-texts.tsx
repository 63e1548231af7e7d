import type { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { V } from '@/lib/contract/plain/rules';
import type { RecoverTexts } from './RecoverPasswordForm';
import type { RegisterTexts } from './RegisterForm';
import type { ResetTexts } from './ResetPasswordForm';
import type { PlainFormTexts } from './use-plain-form';
import styles from './plain-form.module.css';

// The plain auth forms' texts, translated on the server (their pages ship no message catalogue).

export type Translate = Awaited<ReturnType<typeof getTranslations>>;

function pick<K extends string>(t: Translate, namespace: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key): [K, string] => [key, t(`${namespace}.${key}` as string)])) as Record<
    K,
    string
  >;
}

export function plainFormTexts(t: Translate): PlainFormTexts {
  return {
    // Every rule of the contract: a form shows whichever its schema reports.
    validation: Object.fromEntries(Object.values(V).map((key) => [key, t(key)])),
    networkError: t('common.networkError'),
    invalidReply: t('common.invalidReply'),
    showPassword: t('common.showPassword'),
    hidePassword: t('common.hidePassword'),
  };
}

/** Terms and privacy open beside the form so what was typed is not lost. */
function legalLink(href: string) {
  return function LegalLink(chunks: ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener" className={styles.link}>
        {chunks}
      </a>
    );
  };
}

/**
 * /register and /signup; with `clover`, /clover/register: its title and the banner saying whether the
 * link's merchant will be linked (`merchantId`) or not (none in the link).
 */
export function registerTexts(t: Translate, clover?: { merchantId?: string }): RegisterTexts {
  const keys = ['subtitle', 'firstName', 'lastName', 'email', 'phone', 'phoneHint', 'password'] as const;
  const more = ['passwordHint', 'passwordConfirmation', 'submit', 'haveAccount', 'login'] as const;
  return {
    ...plainFormTexts(t),
    ...pick(t, 'auth.register', [...keys, ...more]),
    title: clover ? t('auth.register.clover.title') : t('auth.register.title'),
    consent: t.rich('auth.register.consent', {
      terms: legalLink('/public#terms'),
      privacy: legalLink('/public#privacy'),
    }),
    cloverBanner: !clover
      ? undefined
      : clover.merchantId
        ? {
            severity: 'info',
            title: t('auth.register.clover.connecting'),
            text: t('auth.register.clover.merchant', { id: clover.merchantId }),
          }
        : {
            severity: 'warning',
            title: t('auth.register.clover.missingTitle'),
            text: t('auth.register.clover.missing'),
          },
  };
}

export function recoverTexts(t: Translate): RecoverTexts {
  return {
    ...plainFormTexts(t),
    ...pick(t, 'auth.recover', ['title', 'subtitle', 'email', 'submit', 'remembered', 'login']),
  };
}

export function resetTexts(t: Translate): ResetTexts {
  const keys = ['title', 'subtitle', 'email', 'code', 'password', 'passwordHint', 'passwordConfirmation'] as const;
  return { ...plainFormTexts(t), ...pick(t, 'auth.reset', [...keys, 'submit', 'noCode', 'resend']) };
}
