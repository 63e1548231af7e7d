import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PublicBookingPage } from '@/components/reservations/PublicBookingPage';
import { publicReservationQuery } from '@/lib/api/reservations';
import { serverFetch } from '@/lib/bff/server-fetch';

type Params = { params: Promise<{ slug: string; location: string }> };

export async function generateMetadata({ params }: Params) {
  const t = await getTranslations('reservations.public');
  const { slug, location } = await params;
  const found = await serverFetch(publicReservationQuery(slug, location));
  return { title: found ? `${found.business.name} — ${t('title', { location: found.location.name })}` : t('notFound') };
}

/** reservation_url: a location's booking page for guests (public, signed out too; Premium businesses only). */
export default async function BookATablePage({ params }: Params) {
  const { slug, location } = await params;
  const found = await serverFetch(publicReservationQuery(slug, location));
  if (!found) notFound();
  return <PublicBookingPage page={found} />;
}
