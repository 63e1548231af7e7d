'use client';
import { Chip, type ChipProps } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/contract';

const COLOURS: Record<OrderStatus, ChipProps['color']> = {
  new: 'info',
  confirmed: 'primary',
  ready_for_pickup: 'secondary',
  on_delivery: 'secondary',
  completed: 'success',
  cancelled: 'default',
};

export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: ChipProps['size'] }) {
  const t = useTranslations('orders.status');
  return (
    <Chip
      label={t(status)}
      color={COLOURS[status]}
      size={size}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
    />
  );
}
