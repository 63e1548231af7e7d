'use client';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Order } from '@/lib/contract';
import { OrderStatusChip } from './OrderStatusChip';
import { useOrderFormat } from './use-order-format';

/**
 * The order lists' columns. Only the fields the API can sort on (lib/contract historySorts) are
 * sortable; `due` is for the future orders, whose order is fixed (soonest first).
 */
export function useOrderColumns({
  due = false,
  sortable = true,
}: { due?: boolean; sortable?: boolean } = {}): GridColDef<Order>[] {
  const t = useTranslations('orders');
  const fmt = useOrderFormat();
  return useMemo(() => {
    const cols: GridColDef<Order>[] = [
      {
        field: 'order_number',
        headerName: t('columns.number'),
        minWidth: 100,
        flex: 0.6,
        sortable,
        valueFormatter: (v: string) => `#${v}`,
      },
      {
        field: 'created_at',
        headerName: t('columns.created'),
        minWidth: 200,
        flex: 1,
        sortable,
        valueFormatter: (v: string) => fmt.dateTime(v),
      },
      {
        field: 'scheduled_at',
        headerName: t('columns.due'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? fmt.dateTime(v) : t('asap')),
      },
      { field: 'customer_name', headerName: t('columns.customer'), minWidth: 150, flex: 1.2, sortable: false },
      {
        field: 'type',
        headerName: t('columns.type'),
        minWidth: 110,
        flex: 0.7,
        sortable: false,
        valueFormatter: (v: Order['type']) => t(`type.${v}`),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 150,
        flex: 0.9,
        sortable,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      {
        field: 'payment_mode',
        headerName: t('columns.payment'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueFormatter: (v: Order['payment_mode']) => t(`payment.${v}`),
      },
      {
        field: 'total',
        headerName: t('columns.total'),
        minWidth: 110,
        flex: 0.7,
        sortable,
        type: 'number',
        valueFormatter: (v: number) => fmt.money(v),
      },
    ];
    return due ? cols.filter((c) => c.field !== 'created_at') : cols.filter((c) => c.field !== 'scheduled_at');
  }, [t, fmt, due, sortable]);
}
