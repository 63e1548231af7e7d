'use client';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { OrderDrawerProps } from './OrderDrawerPanel';

export type { OrderDrawerProps };

/** The order drawer (OrderDrawerPanel), loaded the first time an order is opened. */
export const OrderDrawer = openedLazily<OrderDrawerProps>(
  () => import('./OrderDrawerPanel').then((m) => m.OrderDrawerPanel),
  (props) => props.orderId !== null,
);
