import { getTranslations } from 'next-intl/server';
import { recoverTexts } from '@/components/auth/auth-texts';
import { RecoverPasswordForm } from '@/components/auth/RecoverPasswordForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.recover');

export default async function RecoverPasswordPage() {
  return <RecoverPasswordForm texts={recoverTexts(await getTranslations())} />;
}
