import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmEmailForm } from '@/components/auth/ConfirmEmailForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.confirmEmail'))('title') };
}

export default function ConfirmEmailPage() {
  return <ConfirmEmailForm />;
}
