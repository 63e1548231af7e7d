'use client';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Chip, Divider, Drawer, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { EntityHistoryTabs } from '@/components/ui/EntityHistoryTabs';
import { ListError } from '@/components/ui/ListStates';
import { orderDetailQuery } from '@/lib/api/orders';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { DayRange } from '@/lib/dates';
import { OrderStatusChip } from '../OrderStatusChip';
import { useOrderFormat } from '../use-order-format';
import { OrderActions } from './OrderActions';
import { OrderDetails } from './OrderDetails';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import { Section } from './Section';

export interface OrderDrawerProps {
  /** The order shown; null closes the drawer. */
  orderId: string | null;
  onClose: () => void;
  /** The history range on screen, refreshed after an action (SPEC §4: cancel refreshes the list). */
  range?: DayRange;
}

/**
 * One order in full, beside the list it was opened from (history, future orders, later the
 * board). Opening it calls GET order/{id}, which marks the order seen.
 */
export function OrderDrawerPanel({ orderId, onClose, range }: OrderDrawerProps) {
  const t = useTranslations('orders');
  const titleId = useId();
  const fmt = useOrderFormat();
  const detail = useQuery({ ...orderDetailQuery(orderId ?? ''), enabled: !!orderId });
  const order = detail.data?.order;

  return (
    <Drawer
      anchor="right"
      open={!!orderId}
      onClose={onClose}
      // Above the shell's app bar (drawer + 1), which would hide the drawer's own header.
      sx={{ zIndex: 'modal' }}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, display: 'flex', flexDirection: 'column' },
          role: 'dialog',
          'aria-labelledby': titleId,
        } as object,
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {order ? t('drawer.title', { number: order.order_number }) : t('drawer.loadingTitle')}
        </Typography>
        {order && <OrderStatusChip status={order.status} size="medium" />}
        <IconButton onClick={onClose} aria-label={t('drawer.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
        {detail.isPending && orderId && (
          <Stack spacing={1} aria-busy>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={200} />
          </Stack>
        )}
        {isFirstLoadFailure(detail) && (
          <ListError
            message={detail.error.message}
            retryLabel={t('history.retry')}
            onRetry={() => void detail.refetch()}
          />
        )}
        {order && (
          // Keyed by the order: another order opens on its details, not on the last one's history.
          <EntityHistoryTabs key={order._id} entityType="order" entityId={order._id}>
            <Stack spacing={2.5}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip label={t(`type.${order.type}`)} size="small" variant="outlined" />
                {order.is_test && <Chip label={t('drawer.test')} size="small" color="warning" variant="outlined" />}
                <Chip label={fmt.money(order.total)} size="small" />
              </Stack>
              <OrderActions order={order} range={range} timeZone={fmt.timeZone} />
              <OrderDetails order={order} />
              <Divider />
              <Section title={t('drawer.items')}>
                <OrderItems order={order} />
              </Section>
              <Divider />
              <Section title={t('drawer.timeline')}>
                <OrderTimeline history={order.status_history} />
              </Section>
            </Stack>
          </EntityHistoryTabs>
        )}
      </Box>
    </Drawer>
  );
}
