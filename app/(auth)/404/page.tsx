import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundCard } from '@/components/errors/NotFoundCard';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('errors.notFound'))('title') };
}

export default function NotFoundPage() {
  return <NotFoundCard />;
}
