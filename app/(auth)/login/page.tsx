import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/auth/LoginForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.login');

export default async function LoginPage() {
  const t = await getTranslations();
  return (
    <LoginForm
      texts={{
        title: t('auth.login.title'),
        subtitle: t('auth.login.subtitle'),
        email: t('auth.login.email'),
        password: t('auth.login.password'),
        forgot: t('auth.login.forgot'),
        submit: t('auth.login.submit'),
        noAccount: t('auth.login.noAccount'),
        register: t('auth.login.register'),
        showPassword: t('common.showPassword'),
        hidePassword: t('common.hidePassword'),
        required: t('validation.required'),
        invalidEmail: t('validation.email'),
        networkError: t('common.networkError'),
        invalidReply: t('common.invalidReply'),
      }}
    />
  );
}
