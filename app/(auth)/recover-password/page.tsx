import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RecoverPasswordForm } from '@/components/auth/RecoverPasswordForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.recover'))('title') };
}

export default function RecoverPasswordPage() {
  return (
    <Suspense>
      <RecoverPasswordForm />
    </Suspense>
  );
}
