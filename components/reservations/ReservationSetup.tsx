'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListSkeleton, QueryLoadError } from '@/components/ui/ListStates';
import { reservationsQuery } from '@/lib/api/reservations';
import column from '@/components/ui/page-column.module.css';
import { LazyBookingPageUrl } from './LazyBookingPageUrl';
import { LazySettingsForm } from './LazySettingsForm';

/**
 * /reservation/setup (Premium): the booking page's address to copy, then the location's settings
 * (booking rules, hours, deposit, messages, look) with the block dates, once they are loaded.
 */
export function ReservationSetup() {
  const t = useTranslations('reservations');
  const settings = useQuery(reservationsQuery());
  const loaded = settings.data?.reservations_settings;
  return (
    <div className={column.sections}>
      <QueryLoadError queries={[settings]} />
      {!loaded && settings.isPending && <ListSkeleton label={t('loading')} rows={4} rowHeight={160} spacing={3} />}
      {settings.data && <LazyBookingPageUrl path={settings.data.reservation_url} />}
      {loaded && <LazySettingsForm loaded={loaded} />}
    </div>
  );
}
