import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LockscreenForm } from '@/components/auth/LockscreenForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.lock'))('title') };
}

export default function LockscreenPage() {
  return (
    <Suspense>
      <LockscreenForm />
    </Suspense>
  );
}
