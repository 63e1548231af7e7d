'use client';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOpen from '@mui/icons-material/LockOpen';
import { Chip, IconButton } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { useMemo, type MouseEvent } from 'react';
import type { Customer } from '@/lib/contract';
import { useCustomerFormat } from './use-customer-format';

export interface CustomerRowActions {
  onBlock: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

/** The button acts on its row only: the click does not also open the row's drawer. */
const only = (act: () => void) => (e: MouseEvent) => {
  e.stopPropagation();
  act();
};

/**
 * The customer grid's columns. Only the fields the API sorts on (customerSorts) are sortable;
 * the name sorts A→Z first, the figures largest (or latest) first. `inPeriod`: the figures are
 * those of the chosen period, and their headers say so.
 */
export function useCustomerColumns(
  { onBlock, onDelete }: CustomerRowActions,
  inPeriod: boolean,
): GridColDef<Customer>[] {
  const t = useTranslations('customers');
  const fmt = useCustomerFormat();
  return useMemo(() => {
    const none = t('notGiven');
    const figures = inPeriod ? 'periodColumns' : 'columns';
    return [
      { field: 'name', headerName: t('columns.name'), minWidth: 160, flex: 1.2, sortingOrder: ['asc', 'desc'] },
      {
        field: 'email',
        headerName: t('columns.email'),
        minWidth: 200,
        flex: 1.4,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? none,
      },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        minWidth: 140,
        flex: 0.9,
        sortable: false,
        valueFormatter: (v: string | null) => fmt.phone(v) ?? none,
      },
      {
        field: 'order_count',
        headerName: t(`${figures}.orders`),
        type: 'number',
        minWidth: 100,
        flex: 0.6,
        sortingOrder: ['desc', 'asc'],
      },
      {
        field: 'total_spent',
        headerName: t(`${figures}.totalSpent`),
        type: 'number',
        minWidth: 130,
        flex: 0.8,
        sortingOrder: ['desc', 'asc'],
        valueFormatter: (v: number) => fmt.money(v),
      },
      {
        field: 'last_order_at',
        headerName: t(`${figures}.lastOrder`),
        minWidth: 140,
        flex: 0.9,
        sortingOrder: ['desc', 'asc'],
        valueFormatter: (v: string) => fmt.day(v),
      },
      {
        field: 'blocked',
        headerName: t('columns.status'),
        minWidth: 110,
        flex: 0.6,
        sortable: false,
        renderCell: ({ row }) =>
          row.blocked ? <Chip size="small" color="error" variant="outlined" label={t('blocked')} /> : null,
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        minWidth: 110,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <>
            {/* The browser's own tooltip (title): MUI's would bring its positioning engine along. */}
            <IconButton
              size="small"
              title={row.blocked ? t('actions.unblock') : t('actions.block')}
              aria-label={t(row.blocked ? 'actions.unblockNamed' : 'actions.blockNamed', { name: row.name })}
              onClick={only(() => onBlock(row))}
            >
              {row.blocked ? <LockOpen fontSize="small" /> : <Block fontSize="small" />}
            </IconButton>
            <IconButton
              size="small"
              title={t('actions.delete')}
              aria-label={t('actions.deleteNamed', { name: row.name })}
              onClick={only(() => onDelete(row))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        ),
      },
    ] satisfies GridColDef<Customer>[];
  }, [t, fmt, onBlock, onDelete, inPeriod]);
}
