import { getTranslations } from 'next-intl/server';
import { registerTexts } from '@/components/auth/auth-texts';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.register');

/** SPEC §2: /signup is the same screen as /register. */
export default async function SignupPage() {
  return <RegisterForm texts={registerTexts(await getTranslations())} />;
}
