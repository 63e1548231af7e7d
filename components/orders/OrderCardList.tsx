'use client';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, CardActionArea, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract';
import { OrdersEmpty } from './OrdersEmpty';
import { OrderStatusChip } from './OrderStatusChip';
import { useOrderFormat } from './use-order-format';

export { PHONE_QUERY } from './phone-query';

interface Paging {
  /** 1-based. */
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

interface Props {
  /** The list's accessible name. */
  label: string;
  rows: Order[];
  loading: boolean;
  /** The instant a card shows: placed (history) or due (future orders). */
  when: (order: Order) => string | null;
  onOpen: (id: string) => void;
  emptyTitle: string;
  emptyHint: string;
  paging: Paging;
}

/**
 * The order lists on a phone, where a grid's columns do not fit: one card per order with its
 * number, time, customer, status and total; a tap opens it. Paging is the caller's.
 */
export function OrderCardList({ label, rows, loading, when, onOpen, emptyTitle, emptyHint, paging }: Props) {
  const t = useTranslations('orders.list');
  const fmt = useOrderFormat();
  const first = paging.total ? (paging.page - 1) * paging.perPage + 1 : 0;
  const last = Math.min(paging.total, paging.page * paging.perPage);
  const lastPage = Math.max(1, Math.ceil(paging.total / paging.perPage));
  return (
    <Box>
      {/* Space kept for the bar, so the list does not jump when a page loads. */}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('loading')} />}</Box>
      {rows.length === 0 ? (
        // While the first page loads there is nothing to say yet, least of all "no orders".
        !loading && (
          <Card variant="outlined">
            <OrdersEmpty title={emptyTitle} hint={emptyHint} />
          </Card>
        )
      ) : (
        <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((order) => (
            <Card key={order._id} component="li" variant="outlined" data-order-id={order._id}>
              <CardActionArea onClick={() => onOpen(order._id)} sx={{ px: 2, py: 1.25 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 700 }}>{t('number', { number: order.order_number })}</Typography>
                  <Typography sx={{ fontWeight: 700 }}>{fmt.money(order.total)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {when(order)}
                </Typography>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                >
                  <Typography noWrap sx={{ minWidth: 0 }}>
                    {order.customer_name}
                  </Typography>
                  <Box sx={{ flexShrink: 0 }}>
                    <OrderStatusChip status={order.status} />
                  </Box>
                </Stack>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {paging.total > paging.perPage && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('range', { first, last, total: paging.total })}
          </Typography>
          <IconButton
            aria-label={t('previous')}
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('next')}
            disabled={paging.page >= lastPage}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
