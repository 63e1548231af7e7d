'use client';
import { Alert, AlertTitle, Link, List, ListItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import type { StoreService } from '@/lib/contract/store';
import { scheduledOrdersQuery } from '@/lib/api/store-scheduled-orders';
import { paths } from '@/lib/paths';

export interface AffectedOrdersProps {
  /** Start of the period, an instant (ISO 8601). */
  from: string;
  /** End of the period (excluded), an instant. */
  to: string;
  services: readonly StoreService[];
}

/**
 * The scheduled orders already placed that a holiday, blocked date or pause over [from, to)
 * would cover, each a link to its drawer on /future-orders, so the merchant can call the
 * customers before saving. Shows nothing when there are none (or the period is empty).
 */
export function AffectedOrders({ from, to, services }: AffectedOrdersProps) {
  const t = useTranslations('storeSetup.affectedOrders');
  const format = useFormatter();
  const { timeZone } = useCurrentLocation();
  const valid = services.length > 0 && Date.parse(from) < Date.parse(to);
  const found = useQuery({ ...scheduledOrdersQuery(from, to, services), enabled: valid });
  if (!valid) return null;
  if (found.isError) return <Alert severity="warning">{t('loadFailed')}</Alert>;
  const reply = found.data;
  if (!reply || reply.total === 0) return null;
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: timeZone ?? undefined,
      timeZoneName: 'short',
    });
  return (
    <Alert severity="warning">
      <AlertTitle>{t('title', { count: reply.total })}</AlertTitle>
      <List dense disablePadding>
        {reply.orders.map((o) => (
          <ListItem key={o._id} disableGutters sx={{ py: 0 }}>
            <Link component={NextLink} href={`${paths.futureOrders}?order=${encodeURIComponent(o._id)}`}>
              {t('order', { number: o.order_number, when: when(o.scheduled_at), customer: o.customer_name })}
            </Link>
          </ListItem>
        ))}
      </List>
      {reply.total > reply.orders.length && t('more', { count: reply.total - reply.orders.length })}
    </Alert>
  );
}
