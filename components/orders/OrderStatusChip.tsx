'use client';
import { useTranslations } from 'next-intl';
import { PlainChip, type PlainChipProps } from '@/components/ui/PlainChip';
import type { OrderStatus } from '@/lib/contract';

const COLOURS: Record<OrderStatus, NonNullable<PlainChipProps['color']>> = {
  new: 'info',
  confirmed: 'primary',
  ready_for_pickup: 'secondary',
  on_delivery: 'secondary',
  completed: 'success',
  cancelled: 'default',
};

/** An order's status as a chip in its colour (plain elements: it is on the order lists' first screen). */
export function OrderStatusChip({ status, size = 'small' }: { status: OrderStatus; size?: PlainChipProps['size'] }) {
  const t = useTranslations('orders.status');
  return (
    <PlainChip
      label={t(status)}
      color={COLOURS[status]}
      size={size}
      variant={status === 'cancelled' ? 'outlined' : 'filled'}
    />
  );
}
