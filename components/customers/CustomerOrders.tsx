'use client';
import { Chip, List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ListError } from '@/components/ui/ListStates';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { customerOrdersQuery } from '@/lib/api/customers';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { Order } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { useCustomerFormat } from './use-customer-format';

/** What GET customer/{id}/orders sends at most (the latest ones). */
const SERVER_LIMIT = 100;

/** The order history opens an order from its URL, whatever the day or the location (GET order/{id}). */
const orderHref = (id: string) => `${paths.orderHistory}?order=${encodeURIComponent(id)}`;

/** The customer's orders, newest first; each opens in the order history's drawer. */
export function CustomerOrders({ customerId, name }: { customerId: string; name: string }) {
  const t = useTranslations('customers.drawer');
  const to = useTranslations('orders');
  const fmt = useCustomerFormat();
  const { locations } = useCurrentLocation();
  const orders = useQuery(customerOrdersQuery(customerId));
  // A business with one location needs no location on each line.
  const locationNames = useMemo(
    () => (locations.length > 1 ? new Map(locations.map((l) => [l._id, l.name])) : null),
    [locations],
  );

  if (orders.isPending)
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  if (isFirstLoadFailure(orders))
    return <ListError message={`${t('ordersFailed')} ${orders.error.message}`} onRetry={() => void orders.refetch()} />;
  const list = orders.data?.orders ?? [];
  if (list.length === 0) return <Typography color="text.secondary">{t('noOrders')}</Typography>;

  const line = (o: Order) => (
    <ListItemButton component={NextLink} href={orderHref(o._id)} sx={{ px: 1, py: 1, display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('orderNumber', { number: o.order_number })} · {to(`type.${o.type}`)}
        </Typography>
        <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{fmt.money(o.total)}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.25 }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
          {fmt.dayTime(o.created_at)}
          {locationNames?.get(o.location_id) && ` · ${locationNames.get(o.location_id)}`}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
          {o.is_test && <Chip size="small" color="warning" variant="outlined" label={t('test')} />}
          <Chip size="small" variant="outlined" label={to(`status.${o.status}`)} />
        </Stack>
      </Stack>
    </ListItemButton>
  );

  return (
    <>
      <List aria-label={t('ordersLabel', { name })} disablePadding>
        {list.map((o) => (
          <ListItem key={o._id} disablePadding divider>
            {line(o)}
          </ListItem>
        ))}
      </List>
      {list.length >= SERVER_LIMIT && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('latestOnly', { count: SERVER_LIMIT })}
        </Typography>
      )}
    </>
  );
}
