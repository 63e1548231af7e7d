import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/auth/ChangePasswordForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.changePassword'))('title') };
}

export default function ChangePasswordPage() {
  return <ChangePasswordForm />;
}
