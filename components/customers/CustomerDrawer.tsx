'use client';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { CustomerDrawerProps } from './CustomerDrawerPanel';

/** The customer drawer (CustomerDrawerPanel), loaded the first time a customer is opened. */
export const CustomerDrawer = openedLazily<CustomerDrawerProps>(
  () => import('./CustomerDrawerPanel').then((m) => m.CustomerDrawerPanel),
  (props) => props.customer !== null,
);
