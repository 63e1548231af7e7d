'use client';
import { useTranslations } from 'next-intl';
import type { HistorySort, Order } from '@/lib/contract';
import { OrdersDataGrid } from '../OrdersDataGrid';
import { useOrderColumns } from '../use-order-columns';
import { sortModelOf, sortOf } from './grid-sort';
import { PAGE_SIZES } from './history-url';

interface Props {
  rows: Order[];
  total: number;
  loading: boolean;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sort: HistorySort;
  filtered: boolean;
  onPage: (page: number, perPage: number) => void;
  onSort: (sort: HistorySort) => void;
  onOpen: (id: string) => void;
}

/**
 * One page of the history; paging and sorting are the server's (the range may hold thousands).
 * Loaded with MUI X's grid, after the page (OrderHistoryScreen), so it uses the grid directly.
 */
export function HistoryGrid({ rows, total, loading, page, perPage, sort, filtered, onPage, onSort, onOpen }: Props) {
  const t = useTranslations('orders.history');
  const columns = useOrderColumns();
  return (
    <OrdersDataGrid
      label={t('gridLabel')}
      onOpen={onOpen}
      emptyTitle={t('emptyTitle')}
      emptyHint={filtered ? t('emptyFiltered') : t('emptyHint')}
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={{ page: page - 1, pageSize: perPage }}
      onPaginationModelChange={(m) => onPage(m.pageSize !== perPage ? 1 : m.page + 1, m.pageSize)}
      pageSizeOptions={[...PAGE_SIZES]}
      sortModel={sortModelOf(sort)}
      onSortModelChange={(m) => onSort(sortOf(m))}
      sortingOrder={['desc', 'asc']}
    />
  );
}
