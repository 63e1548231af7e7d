import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { RegisterForm } from '@/components/auth/RegisterForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.register'))('title') };
}

/** SPEC §2: /signup is the same screen as /register. */
export default function SignupPage() {
  return (
    <Suspense>
      <RegisterForm />
    </Suspense>
  );
}
