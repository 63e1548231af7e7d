import { getTranslations } from 'next-intl/server';
import { registerTexts } from '@/components/auth/auth-texts';
import { cloverFromQuery, type PageQuery } from '@/components/auth/clover-from-query';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { pageTitle } from '@/lib/page-title';

export const generateMetadata = pageTitle('auth.register', 'clover.title');

/** Sign-up from Clover's app market: the query carries merchant_id, employee_id and code. */
export default async function CloverRegisterPage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const clover = cloverFromQuery(await searchParams);
  const texts = registerTexts(await getTranslations(), { merchantId: clover?.merchant_id });
  return <RegisterForm texts={texts} clover={clover} />;
}
