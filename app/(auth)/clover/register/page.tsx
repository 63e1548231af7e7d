import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RegisterForm } from '@/components/auth/RegisterForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.register'))('clover.title') };
}

/** Sign-up from Clover's app market: the query carries merchant_id, employee_id and code. */
export default function CloverRegisterPage() {
  return (
    <Suspense>
      <RegisterForm clover />
    </Suspense>
  );
}
