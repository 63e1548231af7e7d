'use client';
import { Skeleton } from '@mui/material';
import dynamic from 'next/dynamic';
import type { OrdersGridProps } from './OrdersDataGrid';

/**
 * The order lists' grid (OrdersDataGrid), loaded after the page: MUI X's grid is the heaviest
 * part of the order pages, and phones show cards instead, so they never load it.
 */
export const OrdersGrid = dynamic<OrdersGridProps>(() => import('./OrdersDataGrid').then((m) => m.OrdersDataGrid), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={420} aria-hidden />,
});
