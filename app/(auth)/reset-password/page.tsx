import { getTranslations } from 'next-intl/server';
import { resetTexts } from '@/components/auth/auth-texts';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.reset');

export default async function ResetPasswordPage() {
  return <ResetPasswordForm texts={resetTexts(await getTranslations())} />;
}
