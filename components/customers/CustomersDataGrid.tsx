'use client';
import { DataGrid } from '@mui/x-data-grid';
import { useTranslations } from 'next-intl';
import { useGridLocaleText } from '@/components/ui/use-grid-locale';
import type { CustomerSort } from '@/lib/api/customers';
import type { Customer } from '@/lib/contract';
import { PAGE_SIZES } from './customers-url';
import { customerSortModel, customerSortOf } from './grid-sort';
import { useCustomerColumns, type CustomerRowActions } from './use-customer-columns';

export interface CustomersGridProps extends CustomerRowActions {
  rows: Customer[];
  total: number;
  loading: boolean;
  /** 1-based, as the API counts. */
  page: number;
  perPage: number;
  sort: CustomerSort;
  /** The figures are a period's, not all time's: the headers say so. */
  inPeriod: boolean;
  onPage: (page: number, perPage: number) => void;
  onSort: (sort: CustomerSort) => void;
  onOpen: (customer: Customer) => void;
}

/** One page of customers; searching, paging and sorting are the server's (a business may have thousands). */
export function CustomersDataGrid({
  rows,
  total,
  loading,
  page,
  perPage,
  sort,
  inPeriod,
  onPage,
  onSort,
  onOpen,
  ...actions
}: CustomersGridProps) {
  const t = useTranslations('customers');
  const columns = useCustomerColumns(actions, inPeriod);
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      aria-label={t('gridLabel')}
      rows={rows}
      columns={columns}
      getRowId={(r) => r._id}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={{ page: page - 1, pageSize: perPage }}
      // A new page size starts again at the first page.
      onPaginationModelChange={(m) => onPage(m.pageSize !== perPage ? 1 : m.page + 1, m.pageSize)}
      pageSizeOptions={[...PAGE_SIZES]}
      sortModel={customerSortModel(sort)}
      onSortModelChange={(m) => onSort(customerSortOf(m))}
      onRowClick={({ row }) => onOpen(row)}
      // Keyboard users open the customer from any cell but the actions' own buttons.
      onCellKeyDown={({ row, field }, e) => e.key === 'Enter' && field !== 'actions' && onOpen(row)}
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      localeText={localeText}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
