import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BusinessRegisterForm } from '@/components/business/BusinessRegisterForm';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('business.register'))('title') };
}

export default function BusinessPage() {
  return <BusinessRegisterForm />;
}
