import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmBusiness } from '@/components/business/ConfirmBusiness';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('business.confirm'))('title') };
}

export default function ConfirmBusinessPage() {
  return <ConfirmBusiness />;
}
